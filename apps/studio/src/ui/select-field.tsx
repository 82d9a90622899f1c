import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldTexts } from './field-frame';
import styles from './field.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldTexts {
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select whose error and hint are tied to it for screen readers, as TextField's. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} className={styles.select} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
