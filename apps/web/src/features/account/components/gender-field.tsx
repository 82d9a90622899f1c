import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './profile-forms.module.css';

interface GenderFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** Male or female, as two radio buttons with the field's message. */
export function GenderField({ registration, error }: GenderFieldProps) {
  const { t } = useTranslation();
  const errorId = `${registration.name}-gender-error`;
  return (
    <fieldset
      className={styles.gender}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{t('account.profile.gender')}</legend>
      <div className={styles.choices}>
        {(['male', 'female'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" value={value} className={styles.radio} {...registration} />
            {t(`account.profile.${value}`)}
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
