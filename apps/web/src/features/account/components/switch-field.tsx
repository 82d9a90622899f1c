import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './household-fields.module.css';

interface SwitchFieldProps {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
}

/**
 * An on/off form field: a checkbox that reads as a switch, named by its label and described by
 * its hint; the whole row takes the click.
 */
export function SwitchField({ label, hint, registration }: SwitchFieldProps) {
  const id = useId();
  return (
    <label className={styles.switchRow}>
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        {...registration}
      />
    </label>
  );
}
