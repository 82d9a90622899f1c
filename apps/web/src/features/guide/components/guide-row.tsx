import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCatchupAvailable, programmeSpan, type Channel, type Programme } from '@marquee/contract';
import { programmeProgress } from '@/entities/programme';
import { ReminderMark } from '@/entities/reminder';
import { Icon } from '@/shared/ui/icon';
import type { PendingSpan } from '../hooks/use-guide-rows';
import { xOfTime, type GuideMetrics } from '../lib/guide-metrics';
import { programmeTime, programmesInSpan } from '../lib/guide-programmes';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './guide-grid.module.css';

export interface GuideRowProps {
  row: number;
  channel: Channel | undefined;
  programmes: readonly Programme[] | undefined;
  pending: readonly PendingSpan[];
  /** The drawn span, Unix seconds. */
  start: number;
  end: number;
  /** Epoch ms, a minute at a time. */
  now: number;
  focusedId: number | null;
  /** The programmes with a reminder. */
  reminders: ReadonlySet<number>;
  metrics: GuideMetrics;
  origin: number;
  clock: Intl.DateTimeFormat;
}

/** The id of a programme's cell, which the grid names as its active descendant. */
export const cellId = (row: number, programmeId: number) => `guide-cell-${row}-${programmeId}`;

/**
 * One channel of the guide: its sticky header (logo, number, name, favourite mark) and the
 * programmes of the drawn span, each cell its own box on the time axis.
 */
export const GuideRow = memo(function GuideRow(props: GuideRowProps) {
  const { row, channel, programmes, pending, start, end, now, focusedId, metrics, origin } = props;
  const { t } = useTranslation();
  const x = (time: number) => metrics.channelWidth + xOfTime(time, origin, metrics);
  return (
    <div
      role="row"
      aria-rowindex={row + 2}
      className={styles.row}
      style={{ top: metrics.headerHeight + row * metrics.rowHeight, height: metrics.rowHeight }}
    >
      <div
        role="rowheader"
        className={styles.channel}
        aria-label={channel ? `${channel.channel_number} ${channel.title}` : undefined}
      >
        {channel ? (
          <>
            {channel.logo_url ? (
              <img className={styles.logo} src={channel.logo_url} alt="" loading="lazy" />
            ) : null}
            <span className={styles.number}>{channel.channel_number}</span>
            <span className={styles.name}>{channel.title}</span>
            {channel.favorite ? (
              <span className={styles.favourite} title={t('guide.favourite')}>
                <Icon name="star" size={14} />
              </span>
            ) : null}
          </>
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      {channel && programmes
        ? programmesInSpan(programmes, start, end).map((programme) => {
            const when = programmeTime(programme, now);
            const catchup =
              when === 'past' && isCatchupAvailable(channel, programmeSpan(programme), now);
            const left = x(programme.start_timestamp);
            return (
              <div
                key={programme.id}
                id={cellId(row, programme.id)}
                role="gridcell"
                aria-selected={programme.id === focusedId}
                data-row={row}
                data-programme={programme.id}
                className={`${styles.cell} ${styles[when]}`}
                style={{ left, width: x(programme.end_timestamp) - left }}
              >
                <span className={styles.text}>
                  <span className={styles.title}>{programme.title}</span>
                  <span className={styles.times}>
                    {t('guide.times', {
                      start: props.clock.format(programme.start_timestamp * 1000),
                      end: props.clock.format(programme.end_timestamp * 1000),
                    })}
                  </span>
                </span>
                {catchup ? (
                  <span className={styles.catchup} title={t('guide.catchupMark')}>
                    <Icon name="refresh" size={13} />
                    <span className={hidden.visuallyHidden}>{t('guide.catchupMark')}</span>
                  </span>
                ) : null}
                {props.reminders.has(programme.id) ? (
                  <ReminderMark size={13} className={styles.reminder} />
                ) : null}
                {when === 'now' ? (
                  <span
                    className={styles.progress}
                    style={{ width: `${programmeProgress(programme, now) * 100}%` }}
                  />
                ) : null}
              </div>
            );
          })
        : null}
      {(channel ? pending : [{ start, end }]).map((span) => (
        <span
          key={span.start}
          className={styles.pending}
          aria-hidden="true"
          style={{
            left: x(Math.max(span.start, start)),
            width: x(Math.min(span.end, end)) - x(Math.max(span.start, start)),
          }}
        />
      ))}
    </div>
  );
});
