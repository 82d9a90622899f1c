import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cover, Named } from '@marquee/contract';
import { isListable } from '@/entities/my-list';
import { MyListCardButton } from '@/entities/my-list/ui/my-list-card-button';
import { posterOf } from '@/shared/lib/images';
import { cardGenres } from './card-genres';
import { CardArt, ExpiredOverlay } from './card-overlays';
import { useArtworkCensored, useCatalogueViewer } from '../model/catalogue-viewer';
import styles from './title-card.module.css';

/** The fields a card shows: films, episodes, shows and (later) channels all have them. */
export interface CardItem {
  id: number;
  type?: number;
  title: string;
  year?: number | null;
  genres?: readonly Named[];
  cover: Pick<Cover, 'medium_ar' | 'preview_ar'>;
  censorship_allowed?: boolean;
  channel_number?: number | null;
  /** Where the viewer stopped: the card shows how much is watched. */
  continue_watching?: { stopped_time: number; duration: number } | null;
}

/** The watched share of a title, 0 to 1, or null when there is nothing to show. */
export function watchedShare(item: Pick<CardItem, 'continue_watching'>): number | null {
  const progress = item.continue_watching;
  if (!progress || progress.duration <= 0 || progress.stopped_time <= 0) return null;
  return Math.min(1, progress.stopped_time / progress.duration);
}

interface TitleCardProps {
  item: CardItem;
  href: string;
  /** Navigation state carried to the details page (the item, so it shows at once). */
  state?: unknown;
  /** Loaded eagerly: the first row of a page. */
  eager?: boolean;
  /** The title has no subscribed profile: the card says it is to rent (episodes of a season). */
  toRent?: boolean;
}

/**
 * A title's poster card: poster, title, year and at most 5 genres, and for a film or show its
 * My List button over the poster. The poster is hidden for a censored title, and an expired
 * subscription lays a lock over every card (catalogue §2). A kids profile is offered no rental.
 */
export function TitleCard({ item, href, state, eager = false, toRent = false }: TitleCardProps) {
  const { t } = useTranslation();
  const { subscriptionExpired, myList = false, kids = false } = useCatalogueViewer();
  const censored = useArtworkCensored(item);
  const poster = censored ? null : posterOf(item);
  const genres = cardGenres(item.genres ?? []);
  const watched = watchedShare(item);
  return (
    <div className={styles.frame}>
      <Link to={href} state={state} className={styles.card} data-testid="title-card">
        <div className={styles.poster}>
          <CardArt
            src={poster}
            className={styles.image}
            title={item.title}
            censored={censored}
            eager={eager}
          />
          {watched !== null ? (
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('catalogue.watched')}
              aria-valuenow={Math.round(watched * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className={styles.progressFill} style={{ width: `${watched * 100}%` }} />
            </div>
          ) : null}
          {toRent && !subscriptionExpired && !kids ? (
            <span className={styles.toRent}>{t('catalogue.rentToWatch')}</span>
          ) : null}
          {subscriptionExpired ? <ExpiredOverlay /> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.meta}>
            {item.year ? <span>{item.year}</span> : null}
            {genres.map((genre, index) => (
              <span key={genre.id} className={index > 0 || item.year ? styles.dot : undefined}>
                {genre.name}
              </span>
            ))}
          </p>
        </div>
      </Link>
      {myList && isListable(item) ? (
        <div className={styles.listButton}>
          <MyListCardButton title={item} />
        </div>
      ) : null}
    </div>
  );
}
