import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './gender-field.module.css';

interface GenderFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

const OPTIONS = [
  { value: 'male', label: 'register.male' },
  { value: 'female', label: 'register.female' },
] as const;

/** Male or female as two choice chips (sent as sex 0 or 1), for registration and profiles. */
export function GenderField({ registration, error }: GenderFieldProps) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={styles.field}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{t('register.gender')}</legend>
      <div className={styles.options}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" value={option.value} className={styles.radio} {...registration} />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
