import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SocketEvent, type AdBanner as Banner, type BoxPosition } from '@marquee/contract';
import { track } from '@/entities/analytics';
import { emitRealtime } from '@/shared/realtime/realtime-socket';
import { Icon } from '@/shared/ui/icon';
import { useAds } from '../api/get-ads';
import styles from './ad-banner.module.css';

/** Banners closed in this page session stay closed until the next visit. */
const closedBanners = new Set<string>();

interface AdBannerProps {
  position: BoxPosition;
  className?: string;
}

/**
 * The ad banner of a box position (catalogue §2): an image that may link somewhere. Showing it
 * counts an impression (the ads-banner-shown socket event); clicking fires `ad_click` and the
 * ads-banner socket event; closing hides it and tells the server through ads-banner too.
 */
export function AdBanner({ position, className }: AdBannerProps) {
  const { t } = useTranslation();
  const ads = useAds(position);
  const [, setClosedCount] = useState(0);
  // One banner per box; once closed, the box stays empty for this visit.
  const banner = ads.data?.[0];
  const shown = banner && !closedBanners.has(banner.mongo_id) ? banner.mongo_id : undefined;
  // One impression per banner a page view shows.
  useEffect(() => {
    if (shown) emitRealtime(SocketEvent.adsBannerShown, { mongo_id: shown });
  }, [shown]);
  if (!banner || !shown) return null;

  const click = () => {
    track('ad_click', { mongo_id: banner.mongo_id, box_position: position });
    emitRealtime(SocketEvent.adsBanner, {
      mongo_id: banner.mongo_id,
      clicked: true,
      closed: false,
    });
  };
  const close = () => {
    closedBanners.add(banner.mongo_id);
    emitRealtime(SocketEvent.adsBanner, {
      mongo_id: banner.mongo_id,
      clicked: false,
      closed: true,
    });
    setClosedCount((count) => count + 1);
  };

  return (
    <aside
      className={[styles.banner, className].filter(Boolean).join(' ')}
      aria-label={t('catalogue.advert')}
      data-testid={`ad-banner-${position}`}
    >
      <BannerLink banner={banner} onClick={click}>
        <img className={styles.image} src={banner.ads_file.original} alt={banner.title} />
      </BannerLink>
      <span className={styles.label}>{t('catalogue.advert')}</span>
      <button
        type="button"
        className={styles.close}
        aria-label={t('catalogue.closeAdvert')}
        onClick={close}
      >
        <Icon name="close" size={16} />
      </button>
    </aside>
  );
}

interface BannerLinkProps {
  banner: Banner;
  onClick: () => void;
  children: React.ReactNode;
}

/** In-app targets route inside the app; other addresses open in a new tab. */
function BannerLink({ banner, onClick, children }: BannerLinkProps) {
  const target = banner.target_url;
  if (!target) {
    return (
      <button type="button" className={styles.link} onClick={onClick}>
        {children}
      </button>
    );
  }
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <Link to={target} className={styles.link} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target}
      className={styles.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {children}
    </a>
  );
}
