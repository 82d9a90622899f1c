import type { CSSProperties } from 'react';
import type { SeekPreview } from '../hooks/use-seek-thumbnails';
import styles from './seek-thumbnail.module.css';

interface SeekThumbnailProps {
  preview: SeekPreview;
  /** The time of the previewed position, as the seek bar tells it. */
  label: string;
}

/**
 * The trick-play frame above a seek bar, over the previewed position: the cue's tile cut from
 * its sheet with `background-position`, scaled to the preview's width, and its time. It repeats
 * what the bar's value text says, so assistive technology skips it; the pointer goes through.
 */
export function SeekThumbnail({ preview, label }: SeekThumbnailProps) {
  const { cue, fraction } = preview;
  const whole = cue.w === null || cue.h === null;
  const image = `url("${cue.image.replace(/"/g, '%22')}")`;
  const tile: CSSProperties = whole
    ? { backgroundImage: image }
    : {
        backgroundImage: image,
        width: `${cue.w}px`,
        height: `${cue.h}px`,
        backgroundPosition: `${-(cue.x ?? 0)}px ${-(cue.y ?? 0)}px`,
      };
  const box = {
    '--at': `${fraction * 100}%`,
    // A whole image has no size of its own here: drawn 16:9, 320 wide, as the ingest's tiles.
    '--tile-w': whole ? 320 : cue.w,
    '--tile-h': whole ? 180 : cue.h,
  } as CSSProperties;

  return (
    <div className={styles.preview} style={box} aria-hidden="true" data-testid="seek-thumbnail">
      <div className={styles.frame}>
        <div className={whole ? styles.whole : styles.tile} style={tile} data-testid="seek-tile" />
      </div>
      <span className={styles.time}>{label}</span>
    </div>
  );
}
