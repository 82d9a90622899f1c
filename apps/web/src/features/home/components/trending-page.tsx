import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { homeLists } from '../api/home-lists';
import { HomeRow } from './home-row';
import styles from './trending-page.module.css';

/** /trending: the trending TV shows and movies lists (catalogue §2). */
export function TrendingPage() {
  const { t } = useTranslation();
  const tvShows = useQuery(homeLists.trendingTvShows);
  const movies = useQuery(homeLists.trendingMovies);
  const loading = tvShows.isPending || movies.isPending;
  const empty = !loading && !tvShows.data?.length && !movies.data?.length;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('home.trendingTitle')}</h1>
        <p className={styles.intro}>{t('home.trendingIntro')}</p>
      </header>
      {loading ? (
        <div className={styles.loading} role="status" aria-label={t('common.loading')}>
          <Skeleton className={styles.loadingRow} />
          <Skeleton className={styles.loadingRow} />
        </div>
      ) : null}
      {empty ? <EmptyState message={t('lists.contentUnavailable')} /> : null}
      <HomeRow
        title={t('home.trendingTvShows')}
        items={tvShows.data}
        baseRoute={paths.tvShows}
        testId="row-trending-tv-shows"
      />
      <HomeRow
        title={t('home.trendingMovies')}
        items={movies.data}
        baseRoute={paths.movies}
        testId="row-trending-movies"
      />
    </div>
  );
}
