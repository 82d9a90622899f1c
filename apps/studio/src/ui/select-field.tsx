import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string | undefined;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select whose error is tied to it for screen readers. */
export function SelectField({ label, error, id, className, children, ...props }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
