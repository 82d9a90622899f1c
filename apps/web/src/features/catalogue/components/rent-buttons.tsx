import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { PinModal } from '@/shared/ui/pin-modal/pin-modal';
import { useRentFlow } from '../hooks/use-rent-flow';
import { rentableProfiles } from '../lib/title-facts';
import { RentChooserDialog } from './rent-chooser-dialog';
import { RentConfirmDialog } from './rent-confirm-dialog';
import styles from './details-text.module.css';

/** One "Rent {profile}" per profile not subscribed, and the rental sequence behind them. */
export function RentButtons({ item }: { item: VodItem }) {
  const { t } = useTranslation();
  const flow = useRentFlow(item);
  const { step } = flow;
  return (
    <>
      {rentableProfiles(item).map((profile) => (
        <Button
          key={profile.id}
          variant="secondary"
          className={styles.action}
          onClick={() => flow.start(profile.id)}
        >
          <Icon name="card" size={20} />
          {t('details.rent', { profile: profile.name })}
        </Button>
      ))}
      <PinModal
        type="purchase"
        open={step.kind === 'purchase-pin'}
        onSuccess={flow.pinAccepted}
        onCancel={flow.cancel}
      />
      <RentChooserDialog
        open={step.kind === 'choose'}
        title={item.title}
        options={flow.options}
        currency={flow.currencyCode}
        selectedKey={step.kind === 'choose' ? step.selectedKey : null}
        priceUnavailable={step.kind === 'choose' && step.priceUnavailable}
        onChoose={flow.choose}
        onCancel={flow.cancel}
      />
      <RentConfirmDialog
        title={item.title}
        option={step.kind === 'confirm' ? step.option : null}
        currency={flow.currencyCode}
        renting={flow.renting}
        onYes={flow.confirm}
        onNo={flow.decline}
      />
    </>
  );
}
