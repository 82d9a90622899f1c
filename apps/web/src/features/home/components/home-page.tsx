import { useTranslation } from 'react-i18next';
import { useQueries, useQuery } from '@tanstack/react-query';
import { AdBanner } from '@/entities/ad/ui/ad-banner';
import { useMyList } from '@/entities/my-list';
import { useCatalogueViewer } from '@/entities/title-card';
import { paths } from '@/shared/config/routes';
import { useStaggeredCount } from '@/shared/lib/use-staggered-count';
import { Skeleton } from '@/shared/ui/skeleton';
import { homeLists } from '../api/home-lists';
import { HOME_ROWS, isTitleRow } from '../lib/home-rows';
import { isShowableSlide } from '../lib/slides';
import { HighlightedSlider } from './highlighted-slider';
import { HomeChannelRow } from './home-channel-row';
import { HomeRow } from './home-row';
import styles from './home-page.module.css';

/** Sections drawn in the first task: the slider and the first row (useStaggeredCount). */
const SECTIONS_AT_ONCE = 2;

/**
 * Home (catalogue §2): the highlighted slider, then the rows of HOME_ROWS in order, then the
 * home ad banner. The sections come in that order, one task each after the first screen, and
 * the banner after the rows. A kids profile's home is simpler: bigger cards and no banner.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { myList: keepsList = false, kids = false } = useCatalogueViewer();
  const highlighted = useQuery(homeLists.highlighted);
  const myList = useMyList(keepsList);
  const titleRows = HOME_ROWS.filter(isTitleRow);
  const firstScreen = useQueries({
    queries: titleRows.filter((row) => row.firstScreen).map((row) => row.list),
  });
  // The rows below the first screen ask once its lists have come (prefetchHomePage).
  const firstScreenCame = !highlighted.isPending && firstScreen.every((list) => !list.isPending);
  const titleLists = useQueries({
    queries: titleRows.map((row) => ({
      ...row.list,
      enabled: row.firstScreen || firstScreenCame,
    })),
  });
  const listOf = new Map(titleRows.map((row, index) => [row.id, titleLists[index]]));
  const slides = (highlighted.data ?? []).filter(isShowableSlide);
  // A channel row asks for its channels once it is drawn, after the first screen.
  const rowsReady = HOME_ROWS.map((row) => {
    if (isTitleRow(row)) return listOf.get(row.id)?.isPending === false;
    if (row.kind === 'myList') return !keepsList || !myList.isPending;
    return firstScreenCame;
  });
  const sectionsShown = useStaggeredCount([!highlighted.isPending, ...rowsReady], SECTIONS_AT_ONCE);
  const rowsShown = Math.max(0, sectionsShown - 1);
  const allRowsShown = rowsShown === HOME_ROWS.length;
  const catalogueEmpty = titleRows.every(
    (row) => !row.catalogue || (listOf.get(row.id)?.data?.length ?? 0) === 0,
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
      {HOME_ROWS.slice(0, rowsShown).map((row) =>
        isTitleRow(row) ? (
          <HomeRow
            key={row.id}
            title={t(row.title)}
            items={listOf.get(row.id)?.data}
            baseRoute={row.baseRoute}
            layout={kids ? 'kids' : row.layout}
            testId={`row-${row.id}`}
          />
        ) : row.kind === 'myList' ? (
          // Films lead to their player (cardLink), shows to their page.
          <HomeRow
            key={row.id}
            title={t(row.title)}
            items={keepsList ? myList.data : undefined}
            baseRoute={paths.tvShows}
            layout={kids ? 'kids' : undefined}
            testId={`row-${row.id}`}
          />
        ) : (
          <HomeChannelRow key={row.id} row={row} />
        ),
      )}
      {allRowsShown && catalogueEmpty ? <p className={styles.empty}>{t('home.empty')}</p> : null}
      {allRowsShown && !kids ? <AdBanner position="home_box" /> : null}
    </div>
  );
}
