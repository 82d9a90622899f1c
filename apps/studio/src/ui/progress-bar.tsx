import styles from './progress-bar.module.css';

/**
 * A share done, 0 to 1, as a bar: `role="progressbar"` with its value in percent, its name
 * `label`, and `valueText` read out instead of the bare percentage when given.
 */
export function ProgressBar({
  value,
  label,
  valueText,
}: {
  value: number;
  label: string;
  valueText?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles.track}
    >
      {/* Set through the style object, which the page's CSP allows, not a style attribute. */}
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
