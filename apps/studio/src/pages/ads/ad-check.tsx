import type { InputHTMLAttributes } from 'react';
import styles from './ads.module.css';

/** An ads form's checkbox inside its label; `wide` takes the form's whole row. */
export function AdCheck({
  label,
  wide = false,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; wide?: boolean }) {
  return (
    <label className={wide ? `${styles.check} ${styles.wide}` : styles.check}>
      <input type="checkbox" {...props} />
      {label}
    </label>
  );
}
