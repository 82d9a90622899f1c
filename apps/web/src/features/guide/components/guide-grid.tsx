import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useState,
  type MouseEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel, Programme } from '@marquee/contract';
import { useRemindedProgrammes } from '@/entities/reminder';
import { useNow } from '@/shared/lib/use-now';
import { Button } from '@/shared/ui/button';
import type { GuideFilter } from '../api/guide-keys';
import { useGuideFocus } from '../hooks/use-guide-focus';
import { useGuideFormats } from '../hooks/use-guide-formats';
import { useGuideRows } from '../hooks/use-guide-rows';
import { useGuideScroll, type GuideScrollState } from '../hooks/use-guide-scroll';
import { xOfTime, type GuideMetrics } from '../lib/guide-metrics';
import { anchorTime } from '../lib/guide-navigation';
import { LEAD_SECONDS, openingTiles } from '../lib/opening-tile';
import { cellId, GuideRow } from './guide-row';
import { GuideTimeHeader } from './guide-time-header';
import { ProgrammeDetails } from './programme-details';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './guide-grid.module.css';

/** What the page asks of the grid: show a moment (Jump to now, a day picked). */
/** Where the grid is: its middle and the day on screen (use-guide-scroll.ts). */
export type GuideShown = Pick<GuideScrollState, 'middle' | 'day'>;

export interface GuideGridHandle {
  showTime: (time: number, smooth?: boolean) => void;
}

export interface GuideGridProps {
  filter: GuideFilter;
  metrics: GuideMetrics;
  /** The time axis, Unix seconds: the first day's start to the last day's end. */
  origin: number;
  end: number;
  /** The moment the grid opens on, Unix seconds. */
  openAt: number;
  cornerLabel: string;
  /** Shown instead of the rows when the filter has no channels. */
  emptyMessage: string;
  /** Where the grid is: its middle (Unix seconds) and the day on screen (local midnight, ms). */
  onShown: (shown: GuideShown) => void;
  ref?: Ref<GuideGridHandle>;
}

/**
 * The guide's grid, virtualised both ways: one scroll box whose rows and time span on screen
 * (plus an overscan) are drawn, their data fetched by tiles. One focusable element: the
 * focused programme is its active descendant, moved by the keys, opened with Enter or a click.
 */
export function GuideGrid(props: GuideGridProps) {
  const { filter, metrics, origin, end, openAt, ref } = props;
  const { t } = useTranslation();
  const formats = useGuideFormats();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const hintId = useId();
  const now = Math.floor(useNow(30_000) / 60_000) * 60_000;
  const reminders = useRemindedProgrammes();
  const [grid] = useState(
    () => openingTiles(openAt, window.innerWidth, window.innerHeight, metrics).grid,
  );
  const scroll = useGuideScroll(scroller, metrics, origin, openAt - LEAD_SECONDS);
  const view = scroll.state?.view ?? { firstRow: 0, lastRow: -1, start: openAt, end: openAt };
  const rows = useGuideRows(filter, grid, view);
  const { setRowCount } = scroll;
  useLayoutEffect(() => setRowCount(rows.count), [rows.count, setRowCount]);
  const [open, setOpen] = useState<{ programme: Programme; channel: Channel } | null>(null);
  const [details, setDetails] = useState(false);
  const openDetails = (row: number, programme: Programme) => {
    const channel = rows.channelAt(row);
    if (!channel) return;
    setOpen({ programme, channel });
    setDetails(true);
    setReturnFocus(true);
  };
  const focus = useGuideFocus({
    rows,
    metrics,
    origin,
    box: scroll.box,
    scrollTo: scroll.scrollTo,
    now: now / 1000,
    onOpen: openDetails,
  });

  // The details hand the focus back to the grid they were opened from.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (details || !returnFocus) return;
    setReturnFocus(false);
    scroller?.focus({ preventScroll: true });
  }, [details, returnFocus, scroller]);

  const { onShown } = props;
  const middle = scroll.state?.middle;
  const day = scroll.state?.day;
  useEffect(() => {
    if (middle !== undefined && day !== undefined) onShown({ middle, day });
  }, [middle, day, onShown]);

  // Another filter is another list of channels, from its first row.
  const filterKey = JSON.stringify(filter);
  const { setFocus, moveTo } = focus;
  const { scrollTo, box } = scroll;
  useEffect(() => {
    setFocus(null);
    scrollTo(box.current?.left ?? 0, 0);
  }, [filterKey, setFocus, scrollTo, box]);

  useImperativeHandle(ref, () => ({
    showTime: (time, smooth = false) => {
      scrollTo(xOfTime(time - LEAD_SECONDS, origin, metrics), box.current?.top ?? 0, smooth);
      moveTo(time);
    },
  }));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-programme]');
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const id = Number(cell.dataset.programme);
    const programme = rows.programmesAt(row)?.find((item) => item.id === id);
    if (!programme) return;
    setFocus({ row, programmeId: id, time: anchorTime(programme, programme.start_timestamp) });
    openDetails(row, programme);
  };

  const rowCount = rows.count ?? view.lastRow + 1;
  const drawn: number[] = [];
  for (let row = view.firstRow; row <= Math.min(view.lastRow, rowCount - 1); row++) drawn.push(row);
  const active =
    focus.focus && focus.focused && drawn.includes(focus.focus.row)
      ? cellId(focus.focus.row, focus.focused.id)
      : undefined;
  const nowX = metrics.channelWidth + xOfTime(now / 1000, origin, metrics);

  return (
    <div
      className={styles.frame}
      style={{ '--channel-width': `${metrics.channelWidth}px` } as object}
    >
      {rows.count === null && rows.failed ? (
        <div className={styles.state} role="alert">
          <p>{t('guide.failed')}</p>
          <Button onClick={rows.retry}>{t('guide.retry')}</Button>
        </div>
      ) : rows.count === 0 ? (
        <p className={styles.state}>{props.emptyMessage}</p>
      ) : rows.failed ? (
        <div className={styles.banner} role="alert">
          <span>{t('guide.someFailed')}</span>
          <Button variant="secondary" onClick={rows.retry}>
            {t('guide.retry')}
          </Button>
        </div>
      ) : null}
      <p id={hintId} className={hidden.visuallyHidden}>
        {t('guide.gridHint')}
      </p>
      <div
        ref={setScroller}
        role="grid"
        tabIndex={0}
        className={styles.scroller}
        aria-label={t('guide.grid')}
        aria-describedby={hintId}
        aria-rowcount={rows.count === null ? -1 : rows.count + 1}
        aria-busy={rows.count === null}
        aria-activedescendant={active}
        onKeyDown={focus.onKeyDown}
        onFocus={focus.enter}
        onClick={onClick}
        hidden={rows.count === 0}
      >
        <div
          className={styles.canvas}
          style={{
            width: metrics.channelWidth + xOfTime(end, origin, metrics),
            height: metrics.headerHeight + rowCount * metrics.rowHeight,
          }}
        >
          <GuideTimeHeader
            start={view.start}
            end={view.end}
            metrics={metrics}
            origin={origin}
            clock={formats.clock}
            weekday={formats.weekday}
            dayLabel={props.cornerLabel}
            nowX={nowX}
          />
          {drawn.map((row) => (
            <GuideRow
              key={row}
              row={row}
              channel={rows.channelAt(row)}
              programmes={rows.programmesAt(row)}
              pending={rows.pendingAt(row)}
              start={view.start}
              end={view.end}
              now={now}
              focusedId={focus.focus?.row === row ? (focus.focused?.id ?? null) : null}
              reminders={reminders}
              metrics={metrics}
              origin={origin}
              clock={formats.clock}
            />
          ))}
          <div
            className={styles.nowLine}
            style={{ left: nowX }}
            aria-hidden="true"
            data-testid="guide-now-line"
          ></div>
        </div>
      </div>
      <ProgrammeDetails
        open={details}
        programme={open?.programme ?? null}
        channel={open?.channel ?? null}
        now={now}
        onClose={() => setDetails(false)}
      />
    </div>
  );
}
