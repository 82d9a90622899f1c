import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { thumbnailAt, type ThumbnailCue } from '@marquee/player-core/thumbnail-track';
import { useThumbnailTrack } from '../api/get-thumbnail-track';

// A frame shown for a keyboard seek on the focused bar stays this long after the last key.
const KEY_PREVIEW_MS = 1500;

/** The frame to show over the seek bar: its cue, the bar's value and where it is (0 to 1). */
export interface SeekPreview {
  cue: ThumbnailCue;
  value: number;
  fraction: number;
}

interface SeekThumbnailsOptions {
  /** The seek bar's bounds, in its own units. */
  min: number;
  max: number;
  /** The thumbnails' seconds at a value of the bar; the bar counts seconds unless given. */
  toTrackSeconds?: (value: number) => number;
  /** A seek the player's arrow keys are gathering (the bar unfocused), shown while it lasts. */
  target?: number | null;
  /** Thumbnails that grow as the stream plays (a channel's) are read again this often, ms. */
  refreshMs?: number;
}

/** The part of a bar `left`..`left + width` at `clientX`, from 0 to 1. */
export function fractionAt(clientX: number, bar: { left: number; width: number }): number {
  if (bar.width <= 0) return 0;
  return Math.min(Math.max((clientX - bar.left) / bar.width, 0), 1);
}

/** Keeps the sheets of `cues` loading, so a first hover finds its frame in the cache. */
function usePreloadedSheets(cues: readonly ThumbnailCue[] | undefined): void {
  const held = useRef<HTMLImageElement[]>([]);
  useEffect(() => {
    if (!cues) return;
    held.current = [...new Set(cues.map((cue) => cue.image))].map((source) => {
      const image = new Image();
      image.decoding = 'async';
      image.src = source;
      return image;
    });
  }, [cues]);
}

/**
 * The trick-play preview of a seek bar with thumbnails (`url`, a stream's `thumbnails_url`):
 * the frame under the pointer or finger, or at the value a key moved the focused bar to, and
 * the handlers the range input takes. No request, and never a preview, when `url` is null.
 */
export function useSeekThumbnails(url: string | null, options: SeekThumbnailsOptions) {
  const { min, max, toTrackSeconds = (value: number) => value, target = null } = options;
  const cues = useThumbnailTrack(url, options.refreshMs).data;
  usePreloadedSheets(cues);
  const [hover, setHover] = useState<{ value: number; by: 'pointer' | 'key' } | null>(null);
  const keyed = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const valueAt = (event: PointerEvent<HTMLInputElement>) =>
    min + fractionAt(event.clientX, event.currentTarget.getBoundingClientRect()) * (max - min);
  const follow = (event: PointerEvent<HTMLInputElement>) => {
    keyed.current = false;
    window.clearTimeout(timer.current);
    setHover({ value: valueAt(event), by: 'pointer' });
  };
  const hide = () => setHover(null);
  const rangeHandlers = {
    onPointerDown: follow,
    onPointerMove: follow,
    onPointerLeave: hide,
    onPointerCancel: hide,
    // A finger lifted leaves nothing under it; a mouse button released still hovers.
    onPointerUp: (event: PointerEvent<HTMLInputElement>) => {
      if (event.pointerType === 'touch') hide();
    },
    onKeyDown: () => {
      keyed.current = true;
    },
    onBlur: () => setHover((shown) => (shown?.by === 'key' ? null : shown)),
  };
  /** To call with each new value of the bar: a value a key gave shows its frame for a while. */
  const onSeekInput = (value: number) => {
    if (!keyed.current) return;
    keyed.current = false;
    setHover({ value, by: 'key' });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(hide, KEY_PREVIEW_MS);
  };

  const value = target ?? hover?.value ?? null;
  const cue = value === null || !cues ? undefined : thumbnailAt(cues, toTrackSeconds(value));
  const preview: SeekPreview | null =
    cue && value !== null
      ? {
          cue,
          value,
          fraction: max > min ? Math.min(Math.max((value - min) / (max - min), 0), 1) : 0,
        }
      : null;
  return { preview, rangeHandlers, onSeekInput };
}
