import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { timelinePercent, type TimeSpan } from '@marquee/player-core/channel-timeline';
import { useSeekThumbnails } from '../hooks/use-seek-thumbnails';
import controls from './player-controls.module.css';
import styles from './channel-seek-bar.module.css';
import { SeekThumbnail } from './seek-thumbnail';

// A drag or held arrow key sends many values: the last one, this long after, is the seek.
const SETTLE_MS = 300;
// A time-shifted stream's thumbnails list what its playlist lists, up to 5 minutes ahead of
// the viewer: read each minute, they stay ahead of what the bar can preview.
const THUMBNAILS_REFRESH_MS = 60_000;

interface ChannelSeekBarProps {
  channelTitle: string;
  /** The catch-up window, up to the live edge (epoch ms). */
  span: TimeSpan;
  /** Programme starts inside the window (epoch ms). */
  boundaries: readonly number[];
  /** What the playing stream lists, where seeking needs no new stream; null: unknown. */
  loaded: TimeSpan | null;
  /** The wall-clock time playing (epoch ms). */
  position: number;
  onSeek: (at: number) => void;
  /** The stream's trick-play thumbnails (`thumbnails_url`), null when it has none. */
  thumbnailsUrl?: string | null;
  /**
   * Where their seconds count from (epoch ms): the start of the first segment the stream
   * listed, which stays put as the front of what it lists (`loaded`) slides on; null: unknown.
   */
  thumbnailsStart?: number | null;
}

/**
 * The thumbnails' seconds at a moment of the timeline: from where they start, within what the
 * stream lists; outside it (a seek there asks for another stream) or unknown, NaN, no cue.
 */
export function thumbnailSeconds(at: number, loaded: TimeSpan | null, start: number | null) {
  if (!loaded || start === null || at < loaded.start || at > loaded.end) return Number.NaN;
  return (at - start) / 1000;
}

/**
 * The channel's timeline: its whole catch-up window up to the live edge, programme boundaries
 * as ticks and what the stream lists shaded; a seek anywhere on it plays that moment.
 */
export function ChannelSeekBar(props: ChannelSeekBarProps) {
  const { span, boundaries, loaded, position, onSeek } = props;
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    [i18n.language],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const thumbnails = useSeekThumbnails(props.thumbnailsUrl ?? null, {
    min: span.start,
    max: span.end,
    toTrackSeconds: (at) => thumbnailSeconds(at, loaded, props.thumbnailsStart ?? null),
    refreshMs: THUMBNAILS_REFRESH_MS,
  });

  const shown = Math.min(Math.max(pending ?? position, span.start), span.end);
  const change = (value: number) => {
    setPending(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setPending(null);
      onSeek(value);
    }, SETTLE_MS);
  };
  const percent = (time: number) => `${timelinePercent(time, span)}%`;

  return (
    <div className={styles.timeline}>
      <div className={styles.marks} aria-hidden="true">
        {loaded ? (
          <span
            className={styles.loaded}
            style={{
              left: percent(loaded.start),
              width: `${timelinePercent(loaded.end, span) - timelinePercent(loaded.start, span)}%`,
            }}
          />
        ) : null}
        {boundaries.map((boundary) => (
          <span key={boundary} className={styles.tick} style={{ left: percent(boundary) }} />
        ))}
      </div>
      <input
        type="range"
        className={controls.range}
        style={{ '--fill': percent(shown) } as CSSProperties}
        min={span.start}
        max={span.end}
        step={1000}
        value={shown}
        aria-label={t('player.channel.timeline', { channel: props.channelTitle })}
        aria-valuetext={format.format(shown)}
        disabled={span.end <= span.start}
        {...thumbnails.rangeHandlers}
        onChange={(event) => {
          thumbnails.onSeekInput(Number(event.target.value));
          change(Number(event.target.value));
        }}
      />
      {thumbnails.preview ? (
        <SeekThumbnail
          preview={thumbnails.preview}
          label={format.format(thumbnails.preview.value)}
        />
      ) : null}
    </div>
  );
}
