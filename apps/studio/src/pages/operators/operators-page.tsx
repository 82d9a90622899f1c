import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { PagedList } from '@/ui/paged-list';
import { AddOperatorForm } from './add-operator-form';
import { OneTimePassword } from './one-time-password';
import { operatorsQuery } from './operator-queries';
import { OperatorsTable } from './operators-table';
import { useOperatorChanges } from './use-operator-changes';
import styles from './operators.module.css';

const TITLE_ID = 'operators-title';

/** Who may use the console: adding operators, their roles, access and one-time passwords. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const list = useQuery(operatorsQuery());
  const changes = useOperatorChanges();

  return (
    <div className={styles.page}>
      <h1 id={TITLE_ID} tabIndex={-1}>
        {t('operators.title')}
      </h1>
      <p className={styles.muted}>{t('operators.intro')}</p>
      {changes.issued && (
        // A new password is a new panel: its title takes the keyboard again.
        <OneTimePassword
          key={changes.issued.password}
          issued={changes.issued}
          onDone={() => {
            changes.dismissIssued();
            document.getElementById(TITLE_ID)?.focus();
          }}
        />
      )}
      <AddOperatorForm onAdded={changes.added} />
      {changes.outcome && <Alert tone={changes.outcome.tone}>{changes.outcome.text}</Alert>}
      <PagedList query={list} empty="">
        {({ items, pager }) => (
          <OperatorsTable
            operators={items}
            caption={t('operators.count', { count: pager.count })}
            ownId={me.id}
            changes={changes}
          />
        )}
      </PagedList>
    </div>
  );
}
