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

interface CardArtProps {
  /** The artwork, or null where there is none or it may not show. */
  src: string | null | undefined;
  className: string | undefined;
  title: string;
  censored: boolean;
  eager: boolean;
}

/** A card's artwork, loaded lazily unless `eager`, or its placeholder where it has none. */
export function CardArt({ src, className, title, censored, eager }: CardArtProps) {
  return src ? (
    <img
      className={className}
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <ArtPlaceholder title={title} censored={censored} />
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
