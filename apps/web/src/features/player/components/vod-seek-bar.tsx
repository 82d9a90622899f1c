import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/shared/lib/format';
import type { PlayerCore } from '@marquee/player-core/player-core';
import { seekPercent } from '@marquee/player-core/player-rules';
import { useSeekThumbnails } from '../hooks/use-seek-thumbnails';
import controls from './player-controls.module.css';
import { SeekThumbnail } from './seek-thumbnail';
import styles from './seek-thumbnail.module.css';

interface VodSeekBarProps {
  core: PlayerCore;
  range: { min: number; max: number };
  currentTime: number;
  /** The bar's value text: the time into the stream out of its length. */
  clock: string;
  /** The stream's trick-play WebVTT (`thumbnails_url`); null: no preview. */
  thumbnailsUrl: string | null;
  /** The seek the player's arrow keys are gathering, previewed until it applies. */
  seekTarget: number | null;
}

/** The stream's seek bar, with the frame under the pointer, finger or keyboard seek above it. */
export function VodSeekBar(props: VodSeekBarProps) {
  const { core, range, currentTime } = props;
  const { t } = useTranslation();
  const thumbnails = useSeekThumbnails(props.thumbnailsUrl, {
    min: range.min,
    max: range.max,
    target: props.seekTarget,
  });
  const { preview } = thumbnails;

  return (
    <div className={styles.bar}>
      <input
        type="range"
        className={controls.range}
        style={{ '--fill': `${seekPercent(currentTime, range)}%` } as CSSProperties}
        min={range.min}
        max={range.max}
        step={0.1}
        value={Math.min(Math.max(currentTime, range.min), range.max)}
        aria-label={t('player.seek')}
        aria-valuetext={props.clock}
        disabled={range.max <= range.min}
        {...thumbnails.rangeHandlers}
        onChange={(event) => {
          const value = Number(event.target.value);
          thumbnails.onSeekInput(value);
          core.seekTo(value);
        }}
      />
      {preview ? (
        <SeekThumbnail preview={preview} label={formatClock(preview.value - range.min)} />
      ) : null}
    </div>
  );
}
