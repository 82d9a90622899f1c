import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import { Table } from '@/ui/table';
import { AuditChange } from './audit-change';
import styles from './audit.module.css';

/** A page of the audit log: when, who, what was done to what, and the change itself. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col">{t('audit.when')}</th>
          <th scope="col">{t('audit.who')}</th>
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.target')}</th>
          <th scope="col" className={styles.change}>
            {t('audit.change')}
          </th>
        </>
      }
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <th scope="row">
            <DateTime value={entry.at} />
          </th>
          <td>{entry.operator_email}</td>
          <td>
            <code>{entry.action}</code>
          </td>
          <td>
            <code>{entry.target}</code>
          </td>
          <td>
            <AuditChange entry={entry} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
