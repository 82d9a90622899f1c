import { useTranslation } from 'react-i18next';
import { focusPlayerOf } from '../lib/player-focus';
import styles from './player-overlays.module.css';

interface NextEpisodeCountdownProps {
  seconds: number;
  onPlayNext: () => void;
  /** Over an episode's credits: "Watch credits" dismisses the countdown, playback goes on. */
  onWatchCredits?: (() => void) | undefined;
}

/**
 * The next-episode countdown (access §4, 5 s) and a button to go now: in the last 5 s of an
 * episode, or from the start of its credits, where "Watch credits" stays on this one.
 */
export function NextEpisodeCountdown({
  seconds,
  onPlayNext,
  onWatchCredits,
}: NextEpisodeCountdownProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.countdownBox}>
      {onWatchCredits ? (
        <button
          type="button"
          className={styles.secondary}
          onClick={(event) => {
            focusPlayerOf(event.currentTarget);
            onWatchCredits();
          }}
        >
          {t('player.watchCredits')}
        </button>
      ) : null}
      <button type="button" className={styles.countdown} onClick={onPlayNext}>
        <span aria-live="polite">{t('player.nextEpisodeIn', { count: seconds })}</span>
      </button>
    </div>
  );
}
