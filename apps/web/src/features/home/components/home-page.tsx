import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useNewMovies } from '../api/get-new-movies';
import { HomeHero } from './home-hero';
import { cardLink } from '@/shared/catalogue/card-link';
import { TitleCard } from '@/shared/catalogue/title-card';
import { TitleCarousel } from '@/shared/catalogue/title-carousel';
import { paths } from '@/shared/config/routes';
import styles from './home-page.module.css';

const LOADING_CARDS = Array.from({ length: 8 }, (_, index) => index);

/** Home: the newest film as the hero, then the new-releases row. */
export function HomePage() {
  const { t } = useTranslation();
  const movies = useNewMovies();

  if (movies.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('common.loading')}>
        <Skeleton className={styles.loadingHero} />
        <div className={styles.loadingRow}>
          {LOADING_CARDS.map((key) => (
            <Skeleton key={key} className={styles.loadingCard} />
          ))}
        </div>
      </div>
    );
  }

  // A failed list reads as an empty one (spec: catalogue §8).
  const items = movies.data ?? [];
  const [featured] = items;
  if (!featured) return <EmptyState message={t('home.empty')} />;

  return (
    <div className={styles.page}>
      <HomeHero item={featured} />
      <TitleCarousel
        title={t('home.newReleases')}
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <TitleCard item={item} href={cardLink(item, paths.movies)} />}
      />
    </div>
  );
}
