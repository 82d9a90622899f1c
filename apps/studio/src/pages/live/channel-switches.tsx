import { useTranslation } from 'react-i18next';
import type { LiveChannelBody } from '@marquee/contract';
import { TextField } from '@/ui/text-field';
import styles from './live.module.css';

type Switch = 'censorship' | 'require_pin' | 'catchup';

/** A channel's parental control and catch-up window, as its form edits them. */
export function ChannelSwitches({
  fields,
  days,
  daysError,
  upstreamArchive,
  disabled,
  onChange,
  onDays,
}: {
  fields: Pick<LiveChannelBody, Switch>;
  /** The days kept, as typed. */
  days: string;
  daysError: string | undefined;
  /** Catch-up plays from the upstream's own archive. */
  upstreamArchive: boolean;
  disabled: boolean;
  onChange: (key: Switch, on: boolean) => void;
  onDays: (days: string) => void;
}) {
  const { t } = useTranslation();
  const check = (key: Switch, label: string) => (
    <label className={styles.row}>
      <input
        type="checkbox"
        checked={fields[key]}
        disabled={disabled}
        onChange={(event) => onChange(key, event.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className={styles.panel}>
        <legend>{t('live.editor.parental')}</legend>
        {check('censorship', t('live.editor.censorship'))}
        {check('require_pin', t('live.editor.requirePin'))}
      </fieldset>
      <fieldset className={styles.panel}>
        <legend>{t('live.editor.catchup')}</legend>
        {check('catchup', t('live.editor.catchupOn'))}
        <TextField
          label={t('live.editor.catchupDays')}
          hint={t('live.editor.catchupDaysHint')}
          inputMode="numeric"
          value={days}
          readOnly={disabled}
          error={daysError}
          onChange={(event) => onDays(event.target.value)}
        />
        {upstreamArchive && <p className={styles.muted}>{t('live.editor.archiveNote')}</p>}
      </fieldset>
    </>
  );
}
