import { useTranslation } from 'react-i18next';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import styles from './live.module.css';

/** The refresh schedules offered, in hours; none: only when asked. */
export const SCHEDULES = [1, 6, 12, 24, 168] as const;

/** A source's name, as the new-source and edit-source forms take it. */
export function SourceNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('live.sourceList.name')}
      value={value}
      maxLength={200}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A source's address and refresh schedule ('' for only when asked), as both forms take them. */
export function SourceAddressFields({
  url,
  hours,
  urlError,
  hoursError,
  urlHint,
  onUrl,
  onHours,
}: {
  url: string;
  hours: string;
  urlError: string | undefined;
  hoursError: string | undefined;
  urlHint?: string;
  onUrl: (url: string) => void;
  onHours: (hours: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <TextField
        label={t('live.sourceList.url')}
        type="url"
        value={url}
        maxLength={2000}
        hint={urlHint}
        error={urlError}
        onChange={(event) => onUrl(event.target.value)}
      />
      <SelectField
        label={t('live.sourceList.schedule')}
        value={hours}
        error={hoursError}
        onChange={(event) => onHours(event.target.value)}
      >
        <option value="">{t('live.sourceList.manual')}</option>
        {SCHEDULES.map((count) => (
          <option key={count} value={count}>
            {t('live.sourceList.everyHours', { count })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The fields whose errors the source forms show beside them; others go in the form's alert. */
export const SOURCE_FIELDS = ['name', 'url', 'refresh_hours'] as const;
