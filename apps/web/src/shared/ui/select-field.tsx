import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import inputStyles from './text-field.module.css';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty first choice. */
  placeholder: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with an empty first choice and its validation message. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ref,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={inputStyles.field}>
      <label className={inputStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={[inputStyles.input, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={inputStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
