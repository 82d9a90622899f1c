import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@marquee/contract';
import { cardLink } from '@/entities/title-card';
import { CardArt, ExpiredOverlay } from '@/entities/title-card/ui/card-overlays';
import { useArtworkCensored, useCatalogueViewer } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { Icon } from '@/shared/ui/icon';
import { FavouriteToggle } from './favourite-toggle';
import styles from './channel-card.module.css';

interface ChannelCardProps {
  channel: Channel;
  /** Loaded eagerly: the first row of a page. */
  eager?: boolean;
}

/**
 * A channel's card: logo, number and title, linking to /channels/{id} (or the operator's
 * route for it), with its favourite toggle. A lock marks a channel not subscribed; its parental
 * rating shows as a badge; the logo is hidden for a censored channel, and an expired
 * subscription lays a lock over the card (catalogue §2, §6).
 */
export function ChannelCard({ channel, eager = false }: ChannelCardProps) {
  const { t } = useTranslation();
  const { subscriptionExpired } = useCatalogueViewer();
  const censored = useArtworkCensored(channel);
  const image = censored ? null : (channel.logo_url ?? channel.screenshot_url);
  const rating = channel.parental_rating;
  return (
    <article className={styles.card} data-testid="channel-card">
      <Link
        to={cardLink(channel, paths.channels, channel.urlRoute)}
        state={{ channel }}
        className={styles.link}
      >
        <div className={styles.art}>
          <CardArt
            src={image}
            className={styles.logo}
            title={channel.title}
            censored={censored}
            eager={eager}
          />
          {rating ? (
            <span className={styles.rating} title={t('live.parentalRating', { code: rating.code })}>
              {rating.code}
            </span>
          ) : null}
          {!channel.subscribed && !subscriptionExpired ? (
            <span className={styles.locked} data-testid="channel-locked">
              <Icon name="lock" size={14} />
              {t('live.notSubscribed')}
            </span>
          ) : null}
          {subscriptionExpired ? <ExpiredOverlay /> : null}
        </div>
        <div className={styles.body}>
          <span className={styles.number}>{channel.channel_number}</span>
          <h3 className={styles.title}>{channel.title}</h3>
        </div>
      </Link>
      <FavouriteToggle channel={channel} className={styles.favourite} />
    </article>
  );
}
