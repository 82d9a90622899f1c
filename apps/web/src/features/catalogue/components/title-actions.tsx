import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ItemType, type TvShow, type VodItem } from '@marquee/contract';
import { playTarget } from '@/shared/lib/play-navigation';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useSubscriptionGate } from '../hooks/use-subscription-gate';
import { rentableProfiles } from '../lib/title-facts';
import { hasTrailer, TRAILER_PARAM } from '../lib/trailer';
import { PlayerReleaseDialog } from './player-release-dialog';
import styles from './details-text.module.css';

interface TitleActionsProps {
  item: VodItem | TvShow;
  /** The parental PIN was entered for this title: the player need not ask again. */
  pinEntered: boolean;
}

/**
 * A title's buttons: Play, Trailer, Rate and one "Rent {profile}" per profile the viewer is
 * not subscribed to (catalogue §2). Shows have Rate and Trailer only.
 */
export function TitleActions({ item, pinEntered }: TitleActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const allowSubscribed = useSubscriptionGate();
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  const playable = item.type !== ItemType.show ? item : null;

  const play = (vod: VodItem) =>
    allowSubscribed(() => {
      const target = playTarget(vod, pathname, pathname);
      void navigate(target.to, { state: { ...target.state, pinEntered } });
    });
  const openTrailer = () =>
    void navigate(
      { pathname, search: `?${TRAILER_PARAM}` },
      { state: { item, originRoute: pathname, pinEntered } },
    );

  return (
    <div className={styles.actions}>
      {playable ? (
        <Button onClick={() => play(playable)} className={styles.play}>
          <Icon name="play" size={22} />
          {t('movie.play')}
        </Button>
      ) : null}
      {hasTrailer(item) ? (
        <Button variant="secondary" className={styles.action} onClick={openTrailer}>
          <Icon name="film" size={20} />
          {t('details.trailer')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        className={styles.action}
        onClick={() => setPendingAction(t('details.rate'))}
      >
        <Icon name="star" size={20} />
        {t('details.rate')}
      </Button>
      {playable
        ? rentableProfiles(playable).map((profile) => {
            const label = t('details.rent', { profile: profile.name });
            return (
              <Button
                key={profile.id}
                variant="secondary"
                className={styles.action}
                onClick={() => allowSubscribed(() => setPendingAction(label))}
              >
                <Icon name="card" size={20} />
                {label}
              </Button>
            );
          })
        : null}
      <PlayerReleaseDialog action={pendingAction} onClose={() => setPendingAction(null)} />
    </div>
  );
}
