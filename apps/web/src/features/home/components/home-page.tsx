import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { CardItem } from '@/shared/catalogue/title-card';
import type { CarouselLayout } from '@/shared/catalogue/title-carousel';
import { AdBanner } from '@/shared/ads/ad-banner';
import { paths } from '@/shared/config/routes';
import { useStaggeredCount } from '@/shared/lib/use-staggered-count';
import { Skeleton } from '@/shared/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { homeLists } from '../api/home-lists';
import { isShowableSlide } from '../lib/slides';
import { HighlightedSlider } from './highlighted-slider';
import { HomeRow } from './home-row';
import styles from './home-page.module.css';

/** Sections drawn in the first task: the slider and the first row (useStaggeredCount). */
const SECTIONS_AT_ONCE = 2;

/**
 * Home, in the spec's order (catalogue §2): highlighted slider, continue watching (only when
 * non-empty), favourite channels and live TV (filled by the live TV module), recommended
 * movies and TV shows, new-release movies and TV shows, and the home ad banner. The sections
 * come in that order, one task each after the first screen, and the banner after the rows.
 */
export function HomePage() {
  const { t } = useTranslation();
  const highlighted = useQuery(homeLists.highlighted);
  const continueWatching = useQuery(homeLists.continueWatching);
  const recommendedMovies = useQuery(homeLists.recommendedMovies);
  // The rows below the first screen ask once its lists have come (prefetchHomePage).
  const below = {
    enabled: !highlighted.isPending && !continueWatching.isPending && !recommendedMovies.isPending,
  };
  const recommendedTvShows = useQuery({ ...homeLists.recommendedTvShows, ...below });
  const movieNewReleases = useQuery({ ...homeLists.movieNewReleases, ...below });
  const tvShowNewReleases = useQuery({ ...homeLists.tvShowNewReleases, ...below });
  const slides = (highlighted.data ?? []).filter(isShowableSlide);
  const rows: HomeRowSpec[] = [
    {
      title: 'home.continueWatching',
      query: continueWatching,
      baseRoute: paths.movies,
      testId: 'row-continue-watching',
    },
    {
      title: 'home.recommendedMovies',
      query: recommendedMovies,
      baseRoute: paths.movies,
      testId: 'row-recommended-movies',
    },
    {
      title: 'home.recommendedTvShows',
      query: recommendedTvShows,
      baseRoute: paths.tvShows,
      testId: 'row-recommended-tv-shows',
    },
    {
      title: 'home.movieNewReleases',
      query: movieNewReleases,
      baseRoute: paths.movies,
      testId: 'row-movie-new-releases',
      layout: 'newReleases',
    },
    {
      title: 'home.tvShowNewReleases',
      query: tvShowNewReleases,
      baseRoute: paths.tvShows,
      testId: 'row-tv-show-new-releases',
      layout: 'newReleases',
    },
  ];
  const sectionsShown = useStaggeredCount(
    [highlighted, ...rows.map((row) => row.query)].map((query) => !query.isPending),
    SECTIONS_AT_ONCE,
  );
  const rowsShown = Math.max(0, sectionsShown - 1);
  const allRowsShown = rowsShown === rows.length;

  return (
    <div className={styles.page}>
      {highlighted.isPending ? (
        <Skeleton className={styles.loadingHero} />
      ) : slides.length > 0 ? (
        <HighlightedSlider slides={slides} />
      ) : (
        <div className={styles.navSpacer} />
      )}
      {rows.slice(0, rowsShown).map((row) => (
        <HomeRow
          key={row.testId}
          title={t(row.title)}
          items={row.query.data}
          baseRoute={row.baseRoute}
          layout={row.layout}
          testId={row.testId}
        />
      ))}
      {allRowsShown && isEveryRowEmpty([recommendedMovies, movieNewReleases, tvShowNewReleases]) ? (
        <p className={styles.empty}>{t('home.empty')}</p>
      ) : null}
      {allRowsShown ? <AdBanner position="home_box" /> : null}
    </div>
  );
}

interface HomeRowSpec {
  title: ParseKeys;
  query: { data?: readonly CardItem[]; isPending: boolean };
  baseRoute: string;
  testId: string;
  layout?: CarouselLayout;
}

function isEveryRowEmpty(rows: { isPending: boolean; data?: readonly unknown[] }[]): boolean {
  return rows.every((row) => !row.isPending && (row.data?.length ?? 0) === 0);
}
