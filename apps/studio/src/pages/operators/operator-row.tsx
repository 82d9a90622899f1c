import { useTranslation } from 'react-i18next';
import { operatorRoles, type OperatorListItem, type OperatorRole } from '@marquee/contract';
import { DateTime } from '@/ui/date-time';
import fieldStyles from '@/ui/field.module.css';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { OperatorAccess } from './operator-access';
import { OperatorName } from './operator-name';
import type { OperatorChanges } from './use-operator-changes';
import styles from './operators.module.css';

/** One operator: who, its role (a select but for the owner's own), state, and its actions. */
export function OperatorRow({
  operator,
  own,
  changes,
}: {
  operator: OperatorListItem;
  /**
   * The row of the signed-in owner: its own role, access, password and second factor are not
   * changed here (its name is).
   */
  own: boolean;
  changes: OperatorChanges;
}) {
  const { t } = useTranslation();
  const { email } = operator;
  const pending = changes.pending?.operator.id === operator.id ? changes.pending : undefined;
  // The role asked for shows while the server answers; a refusal shows the stored one again.
  const role = pending?.kind === 'role' ? pending.role : operator.role;

  return (
    <tr>
      <th scope="row">
        {email}
        {operator.name && <span className={styles.detail}>{operator.name}</span>}
        {own && <span className={styles.detail}>{t('operators.you')}</span>}
      </th>
      <td>
        {own ? (
          t(`roles.${operator.role}`)
        ) : (
          <select
            className={fieldStyles.select}
            aria-label={t('operators.roleOf', { email })}
            value={role}
            onChange={(event) =>
              void changes.run({ kind: 'role', operator, role: event.target.value as OperatorRole })
            }
          >
            {operatorRoles.map((each) => (
              <option key={each} value={each}>
                {t(`roles.${each}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td>
        {operator.disabled_at ? (
          <>
            {t('operators.disabledSince')} <DateTime value={operator.disabled_at} />
          </>
        ) : (
          t('operators.enabled')
        )}
        {operator.must_change_password && (
          <span className={styles.detail}>{t('operators.pendingPassword')}</span>
        )}
      </td>
      <td>
        {operator.totp_enabled ? t('operators.totpOn') : t('operators.totpOff')}
        {operator.totp_enabled && !own && (
          <div className={styles.actions}>
            <ConfirmInPlace
              id={`operator-totp-${operator.id}`}
              label={t('operators.removeTotp')}
              accessibleLabel={t('operators.removeTotpOf', { email })}
              question={t('operators.confirmRemoveTotp', { email })}
              confirmLabel={t('operators.confirmRemoveTotpButton')}
              busyLabel={t('operators.removingTotp')}
              busy={pending?.kind === 'removeTotp'}
              stacked
              onConfirm={() => changes.run({ kind: 'removeTotp', operator })}
            />
          </div>
        )}
      </td>
      <td>
        {operator.last_login_at ? (
          <DateTime value={operator.last_login_at} />
        ) : (
          t('operators.unknown')
        )}
      </td>
      <td>
        <DateTime value={operator.created_at} time={false} />
      </td>
      <td>
        {own ? (
          <div className={styles.actions}>
            <span className={styles.muted}>{t('operators.ownAccount')}</span>
            <OperatorName operator={operator} changes={changes} />
          </div>
        ) : (
          <div className={styles.actions}>
            <OperatorName operator={operator} changes={changes} />
            <OperatorAccess operator={operator} changes={changes} />
            <ConfirmInPlace
              id={`operator-reset-${operator.id}`}
              label={t('operators.reset')}
              accessibleLabel={t('operators.resetOf', { email })}
              question={t('operators.confirmReset', { email })}
              confirmLabel={t('operators.confirmResetButton')}
              busyLabel={t('operators.resetting')}
              busy={pending?.kind === 'reset'}
              onConfirm={() => changes.run({ kind: 'reset', operator })}
            />
          </div>
        )}
      </td>
    </tr>
  );
}
