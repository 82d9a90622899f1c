import { memo } from 'react';
import { xOfTime, type GuideMetrics } from '../lib/guide-metrics';
import { timeMarks } from '../lib/time-marks';
import styles from './guide-time-header.module.css';

interface GuideTimeHeaderProps {
  /** The drawn span, Unix seconds. */
  start: number;
  end: number;
  metrics: GuideMetrics;
  origin: number;
  clock: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  /** The day shown in the corner above the channels. */
  dayLabel: string;
  /** Where the now line crosses the header. */
  nowX: number;
}

/** The sticky time header: half-hour marks on the viewer's clock, the day name at midnights. */
export const GuideTimeHeader = memo(function GuideTimeHeader(props: GuideTimeHeaderProps) {
  const { start, end, metrics, origin, clock, weekday, dayLabel } = props;
  return (
    <div
      role="row"
      aria-rowindex={1}
      className={styles.header}
      style={{ height: metrics.headerHeight }}
    >
      <div role="columnheader" className={styles.corner} style={{ width: metrics.channelWidth }}>
        {dayLabel}
      </div>
      {timeMarks(start, end).map((mark) => (
        <div
          key={mark.time}
          role="columnheader"
          className={mark.midnight ? `${styles.mark} ${styles.midnight}` : styles.mark}
          style={{ left: metrics.channelWidth + xOfTime(mark.time, origin, metrics) }}
        >
          {mark.midnight ? `${weekday.format(mark.time * 1000)} ` : null}
          {clock.format(mark.time * 1000)}
        </div>
      ))}
      <span className={styles.nowHead} style={{ left: props.nowX }} aria-hidden="true" />
    </div>
  );
});
