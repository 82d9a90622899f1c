import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** A hint under the field, read with it. */
  hint?: ReactNode;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select whose hint is tied to it for screen readers. */
export function SelectField({ label, hint, id, className, children, ...props }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.select}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
