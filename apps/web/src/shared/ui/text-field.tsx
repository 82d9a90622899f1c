import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** A short help text under the input. */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its validation message. */
export function TextField({ label, error, hint, className, ref, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const inputClass = [styles.input, className].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An e-mail address input: no capitals, no spell check, the browser's saved addresses. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** A numeric PIN typed out of sight, never filled in by the browser. */
export function PinField(props: TextFieldProps) {
  return <TextField type="password" inputMode="numeric" autoComplete="off" {...props} />;
}
