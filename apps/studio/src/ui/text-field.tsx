import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldTexts } from './field-frame';
import styles from './field.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldTexts;

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className={styles.input} {...props} />}
    </FieldFrame>
  );
}
