import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import type { AuditFilters } from './audit-query';
import styles from './audit.module.css';

/** The actions the server writes to the log, offered as the action filter is typed. */
const KNOWN_ACTIONS = [
  'account.password-reset',
  'configuration.update',
  'device.remove',
  'operator.add',
  'operator.disable',
  'operator.enable',
  'operator.password.change',
  'operator.password.reset',
  'operator.recovery-codes.renew',
  'operator.role.change',
  'operator.totp.disable',
  'operator.totp.enable',
  'operator.totp.start',
];

/**
 * The audit log's filters: applied together, not as each is typed. The server judges them, so
 * an e-mail it cannot read comes back as its own message.
 */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const empty = { action: '', operator: '', since: '' };
  return (
    <form
      className={styles.filters}
      onSubmit={submit}
      aria-label={t('audit.filters')}
      role="search"
      noValidate
    >
      <TextField
        label={t('audit.action')}
        list="audit-actions"
        maxLength={100}
        value={form.action}
        onChange={(event) => setForm({ ...form, action: event.target.value })}
      />
      <datalist id="audit-actions">
        {KNOWN_ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <TextField
        label={t('audit.operator')}
        type="email"
        value={form.operator}
        onChange={(event) => setForm({ ...form, operator: event.target.value })}
      />
      <TextField
        label={t('audit.since')}
        type="date"
        value={form.since}
        onChange={(event) => setForm({ ...form, since: event.target.value })}
      />
      <div className={styles.actions}>
        <Button>{t('audit.apply')}</Button>
        <Button
          type="button"
          look="quiet"
          onClick={() => {
            setForm(empty);
            onApply(empty);
          }}
        >
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
}
