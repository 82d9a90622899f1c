import { useTranslation } from 'react-i18next';
import type { OperatorListItem } from '@marquee/contract';
import { Table } from '@/ui/table';
import { OperatorRow } from './operator-row';
import type { OperatorChanges } from './use-operator-changes';

/** Every operator, each with its role select and actions (but the signed-in owner's own). */
export function OperatorsTable({
  operators,
  caption,
  ownId,
  changes,
}: {
  operators: OperatorListItem[];
  caption: string;
  ownId: number;
  changes: OperatorChanges;
}) {
  const { t } = useTranslation();
  return (
    <Table
      caption={caption}
      columns={
        <>
          <th scope="col">{t('operators.operator')}</th>
          <th scope="col">{t('operators.role')}</th>
          <th scope="col">{t('operators.state')}</th>
          <th scope="col">{t('operators.totp')}</th>
          <th scope="col">{t('operators.lastLogin')}</th>
          <th scope="col">{t('operators.created')}</th>
          <th scope="col">{t('operators.actions')}</th>
        </>
      }
    >
      {operators.map((operator) => (
        <OperatorRow
          key={operator.id}
          operator={operator}
          own={operator.id === ownId}
          changes={changes}
        />
      ))}
    </Table>
  );
}
