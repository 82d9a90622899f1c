import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a field's control carries so that its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a field says about its control. */
export interface FieldTexts {
  label: ReactNode;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string | undefined;
  /** A hint under the field, read with it. */
  hint?: ReactNode;
}

/** A field's label, hint and error around its control, tied to it for screen readers. */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldTexts & {
  /** The control's id; one is made when none is given. */
  id?: string | undefined;
  className?: string | undefined;
  /** The control, given the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
