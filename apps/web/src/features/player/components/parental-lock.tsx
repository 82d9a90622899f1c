import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { PinModal } from '@/entities/pin/ui/pin-modal';
import styles from './player-overlays.module.css';

const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

/**
 * The locked player: the picture is covered and paused, controls and keys are gone, until the
 * profile's parental PIN is entered (spec: access §2, "a parental lock"). Closing the player
 * stays possible from the top bar.
 */
export function ParentalLock({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div
      className={`${styles.prompt} ${styles.locked}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="player-locked-title"
    >
      <div className={styles.promptBox}>
        <span className={styles.lockIcon} aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h3 id="player-locked-title" className={styles.promptTitle}>
          {t('player.lockedTitle')}
        </h3>
        <p>{t('player.lockedText')}</p>
        <div className={styles.promptActions}>
          <button
            type="button"
            className={styles.primary}
            ref={focusOnMount}
            onClick={() => setAsking(true)}
          >
            {t('player.unlock')}
          </button>
        </div>
      </div>
      <PinModal
        type="parental"
        description={t('player.lockedPin')}
        open={asking}
        onSuccess={() => {
          setAsking(false);
          onUnlock();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
