import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import { hexOf } from './theme-preview-colours';
import styles from './branding-page.module.css';

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A colour as text (hex, rgb(), hsl(), a name) for the keyboard, beside a picker for the mouse. */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.colour}>
      <TextField
        label={label}
        value={value}
        required
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      <input
        type="color"
        className={styles.picker}
        aria-label={t('branding.picker', { name: label })}
        value={hexOf(value) ?? '#000000'}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
