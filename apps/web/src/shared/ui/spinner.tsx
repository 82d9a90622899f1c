import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** The accessible status text; without it the spinner is decorative. */
  label?: string;
  size?: number;
}

/** A loading indicator. */
export function Spinner({ label, size = 40 }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  if (!label) return <span className={styles.spinner} style={style} aria-hidden="true" />;
  return <span className={styles.spinner} style={style} role="status" aria-label={label} />;
}
