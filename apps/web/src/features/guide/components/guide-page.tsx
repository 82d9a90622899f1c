import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelCategories, useFavouriteChannels } from '@/entities/channel';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import type { GuideFilter } from '../api/guide-keys';
import { dayAt, dayTarget, guideDays, type GuideDay } from '../lib/guide-days';
import { guideMetrics } from '../lib/guide-metrics';
import { LEAD_SECONDS } from '../lib/opening-tile';
import { DayPicker, useDayName } from './day-picker';
import { GuideFilters } from './guide-filters';
import { GuideGrid, type GuideGridHandle, type GuideShown } from './guide-grid';
import styles from './guide-page.module.css';

/**
 * /epg-channels (catalogue §2): the TV guide. The day picker, the filters (category,
 * favourites) and Jump to now above the grid, which opens on now (`openedAt`, epoch ms, when
 * the route's loader already asked for the first tile at that moment).
 */
export function GuidePage({ openedAt }: { openedAt?: number }) {
  const { t } = useTranslation();
  const [opened] = useState(() => openedAt ?? Date.now());
  const days = useMemo(() => guideDays(opened), [opened]);
  const [metrics] = useState(() => guideMetrics(window.innerWidth));
  // Where the grid is, and the day on screen; null until it has been shown.
  const [shown, setShown] = useState<GuideShown | null>(null);
  const grid = useRef<GuideGridHandle>(null);
  const dayName = useDayName();

  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const categories = useChannelCategories();
  // Only to say how to get favourites when there are none; the tiles filter on the server.
  const favourites = useFavouriteChannels(favouritesOnly);
  const filter = useMemo<GuideFilter>(
    () => ({
      ...(categoryId === undefined ? {} : { categoryId }),
      ...(favouritesOnly ? { favourites: true as const } : {}),
    }),
    [categoryId, favouritesOnly],
  );

  const showTime = useCallback((time: number, smooth = false) => {
    grid.current?.showTime(time / 1000, smooth);
  }, []);
  const pickDay = (day: GuideDay) => showTime(dayTarget(day, Date.now()));
  const shownDay = dayAt(days, shown?.day ?? opened);
  // A grid shown again (after the favourites' message) opens where the last one was.
  const halfScreen = ((window.innerWidth - metrics.channelWidth) / 2 / metrics.pxPerMinute) * 60;
  const openAt = shown === null ? opened / 1000 : shown.middle - halfScreen + LEAD_SECONDS;

  const noFavourites = favouritesOnly && favourites.data?.length === 0;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('guide.title')}</h1>
        <Button
          variant="secondary"
          className={styles.now}
          onClick={() => showTime(Date.now(), true)}
        >
          <Icon name="live" size={18} />
          {t('guide.jumpToNow')}
        </Button>
      </header>
      <div className={styles.toolbar}>
        <DayPicker days={days} current={shownDay?.offset} onPick={pickDay} />
        <GuideFilters
          categories={categories.data ?? []}
          categoryId={categoryId}
          favourites={favouritesOnly}
          onCategory={setCategoryId}
          onFavourites={setFavouritesOnly}
        />
      </div>
      {noFavourites ? (
        <div className={styles.message}>
          <Icon name="star" size={40} className={styles.messageIcon} />
          <p className={styles.messageTitle}>{t('guide.noFavourites')}</p>
          <p>{t('guide.noFavouritesHint')}</p>
          <Button onClick={() => setFavouritesOnly(false)}>{t('guide.showAll')}</Button>
        </div>
      ) : (
        <GuideGrid
          ref={grid}
          filter={filter}
          metrics={metrics}
          origin={days[0]!.start / 1000}
          end={days[days.length - 1]!.end / 1000}
          openAt={openAt}
          cornerLabel={shownDay ? dayName(shownDay) : ''}
          emptyMessage={
            categoryId === undefined && !favouritesOnly
              ? t('live.empty')
              : t('guide.noChannelsInCategory')
          }
          onShown={setShown}
        />
      )}
    </div>
  );
}
