import type { JobProgress } from './ingest-jobs.js';

const BAR_WIDTH = 24;

/** `m:ss` or `h:mm:ss`. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [
    Math.floor(whole / 3600),
    Math.floor(whole / 60) % 60,
    whole % 60,
  ];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/**
 * A terminal's progress bar for a file being packaged:
 * `[##########--------------]  42%  3.1x  0:48 left  Sunrise Harbour (2019).mkv`.
 */
export function progressLine(name: string, progress: JobProgress): string {
  const fraction = Math.min(1, Math.max(0, progress.fraction));
  const filled = Math.round(fraction * BAR_WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const speed = `${progress.speed.toFixed(1)}x`;
  const left = progress.secondsLeft === null ? '' : `  ${clockTime(progress.secondsLeft)} left`;
  return `${bar} ${percent}  ${speed}${left}  ${name}`;
}
