import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@marquee/contract';
import { changedKeys, jsonLines } from './changed-keys';
import styles from './audit.module.css';

/** A side of a change as JSON, the lines of changed keys starting with "*" and highlighted. */
function JsonSide({ label, value, changed }: { label: string; value: unknown; changed: string[] }) {
  const labelId = useId();
  return (
    <figure className={styles.side} aria-labelledby={labelId}>
      <figcaption id={labelId}>{label}</figcaption>
      <pre className={styles.json}>
        {jsonLines(value, changed).map((line, index) =>
          line.changed ? (
            <mark key={index} className={styles.changed}>
              {`*${line.text.slice(1)}\n`}
            </mark>
          ) : (
            `${line.text}\n`
          ),
        )}
      </pre>
    </figure>
  );
}

/** An entry's before and after, behind a disclosure, with the keys that changed named. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.before == null && entry.after == null) return <>{t('audit.noDetails')}</>;
  const changed = changedKeys(entry.before, entry.after);
  return (
    <details className={styles.details}>
      <summary>{t('audit.showChange')}</summary>
      <p>
        {changed.length > 0
          ? t('audit.changedKeys', { keys: changed.join(', ') })
          : t('audit.noChangedKeys')}
      </p>
      {changed.length > 0 && <p className={styles.legend}>{t('audit.legend')}</p>}
      <div className={styles.sides}>
        <JsonSide label={t('audit.before')} value={entry.before} changed={changed} />
        <JsonSide label={t('audit.after')} value={entry.after} changed={changed} />
      </div>
    </details>
  );
}
