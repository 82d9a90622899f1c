import { useTranslation } from 'react-i18next';
import { useQueries, useQuery } from '@tanstack/react-query';
import { AdBanner } from '@/shared/ads/ad-banner';
import { useStaggeredCount } from '@/shared/lib/use-staggered-count';
import { Skeleton } from '@/shared/ui/skeleton';
import { homeLists } from '../api/home-lists';
import { HOME_ROWS } from '../lib/home-rows';
import { isShowableSlide } from '../lib/slides';
import { HighlightedSlider } from './highlighted-slider';
import { HomeRow } from './home-row';
import styles from './home-page.module.css';

/** Sections drawn in the first task: the slider and the first row (useStaggeredCount). */
const SECTIONS_AT_ONCE = 2;

/**
 * Home (catalogue §2): the highlighted slider, then the rows of HOME_ROWS in order, then the
 * home ad banner. The sections come in that order, one task each after the first screen, and
 * the banner after the rows.
 */
export function HomePage() {
  const { t } = useTranslation();
  const highlighted = useQuery(homeLists.highlighted);
  const firstScreen = useQueries({
    queries: HOME_ROWS.filter((row) => row.firstScreen).map((row) => row.list),
  });
  // The rows below the first screen ask once its lists have come (prefetchHomePage).
  const firstScreenCame = !highlighted.isPending && firstScreen.every((list) => !list.isPending);
  const lists = useQueries({
    queries: HOME_ROWS.map((row) => ({ ...row.list, enabled: row.firstScreen || firstScreenCame })),
  });
  const slides = (highlighted.data ?? []).filter(isShowableSlide);
  const sectionsShown = useStaggeredCount(
    [highlighted, ...lists].map((query) => !query.isPending),
    SECTIONS_AT_ONCE,
  );
  const rowsShown = Math.max(0, sectionsShown - 1);
  const allRowsShown = rowsShown === HOME_ROWS.length;
  const catalogueEmpty = HOME_ROWS.every(
    (row, index) => !row.catalogue || (lists[index]?.data?.length ?? 0) === 0,
  );

  return (
    <div className={styles.page}>
      {highlighted.isPending ? (
        <Skeleton className={styles.loadingHero} />
      ) : slides.length > 0 ? (
        <HighlightedSlider slides={slides} />
      ) : (
        <div className={styles.navSpacer} />
      )}
      {HOME_ROWS.slice(0, rowsShown).map((row, index) => (
        <HomeRow
          key={row.id}
          title={t(row.title)}
          items={lists[index]?.data}
          baseRoute={row.baseRoute}
          layout={row.layout}
          testId={`row-${row.id}`}
        />
      ))}
      {allRowsShown && catalogueEmpty ? <p className={styles.empty}>{t('home.empty')}</p> : null}
      {allRowsShown ? <AdBanner position="home_box" /> : null}
    </div>
  );
}
