import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from './card-overlays.module.css';

/**
 * What a card shows where its artwork has none, or may not show it: the title, or the
 * censorship notice over a hatched ground (title and channel cards alike).
 */
export function ArtPlaceholder({ title, censored }: { title: string; censored: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} data-censored={censored || undefined}>
      {censored ? t('catalogue.censored') : title}
    </div>
  );
}

/** The overlay every card carries while the subscription has expired (catalogue §2, §6). */
export function ExpiredOverlay() {
  const { t } = useTranslation();
  return (
    <div className={styles.expired} data-testid="expired-overlay">
      <Icon name="lock" size={22} />
      <span>{t('catalogue.subscriptionExpired')}</span>
    </div>
  );
}
