import { useTranslation } from 'react-i18next';
import styles from './player-overlays.module.css';

interface NextEpisodeCountdownProps {
  seconds: number;
  onPlayNext: () => void;
}

/** The last 5 s of an episode with a next one: a countdown and a button to go now. */
export function NextEpisodeCountdown({ seconds, onPlayNext }: NextEpisodeCountdownProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.countdown} onClick={onPlayNext}>
      <span aria-live="polite">{t('player.nextEpisodeIn', { count: seconds })}</span>
    </button>
  );
}
