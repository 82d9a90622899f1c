import { useTranslation } from 'react-i18next';
import styles from './player-overlays.module.css';

/** The title's parental rating, shown between 10 and 15 s of playback (spec: access §4). */
export function ParentalBadge({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.badge} role="status">
      {t('player.parentalBadge', { code })}
    </p>
  );
}
