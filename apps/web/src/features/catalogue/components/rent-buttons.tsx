import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { whenIdle } from '@/shared/lib/when-idle';
import { Button } from '@/shared/ui/button';
import { loadOnOpen } from '@/shared/ui/dialog/load-on-open';
import { Icon } from '@/shared/ui/icon';
import { useSubscriptionGate } from '../hooks/use-subscription-gate';
import { rentableProfiles } from '../lib/title-facts';
import type { RentFlowProps, RentRequest } from './rent-flow';
import styles from './details-text.module.css';

const loadRentFlow = () => import('./rent-flow').then((module) => module.RentFlow);
const RentFlow = loadOnOpen<RentFlowProps>(loadRentFlow, (props) => props.request !== null);

/**
 * One "Rent {profile}" per profile not subscribed (catalogue §4, Renting). An expired
 * subscription stops a press at once; otherwise it starts the rental sequence.
 */
export function RentButtons({ item }: { item: VodItem }) {
  const { t } = useTranslation();
  const allowSubscribed = useSubscriptionGate();
  const [request, setRequest] = useState<RentRequest | null>(null);
  const profiles = rentableProfiles(item);
  const rentable = profiles.length > 0;
  // Before a likely press, after everything on screen.
  useEffect(() => (rentable ? whenIdle(() => void loadRentFlow()) : undefined), [rentable]);
  return (
    <>
      {profiles.map((profile) => (
        <Button
          key={profile.id}
          variant="secondary"
          className={styles.action}
          onClick={() => allowSubscribed(() => setRequest({ profileId: profile.id }))}
        >
          <Icon name="card" size={20} />
          {t('details.rent', { profile: profile.name })}
        </Button>
      ))}
      <RentFlow item={item} request={request} />
    </>
  );
}
