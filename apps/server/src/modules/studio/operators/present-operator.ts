import type { Operator, OperatorListItem } from '@marquee/contract';
import type { OperatorRow } from './operator-repository.js';

/** An operator as the contract shows it: never its password's hash nor its TOTP secret. */
export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    must_change_password: row.mustChangePassword,
    totp_enabled: row.totpEnabledAt !== null,
  };
}

/** An operator as the owners' list shows it. */
export function presentOperatorListItem(row: OperatorRow): OperatorListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    totp_enabled: row.totpEnabledAt !== null,
    must_change_password: row.mustChangePassword,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** What failed studio logins and checks of an operator's password are counted under. */
export const operatorFailureKey = (operatorId: number) => `operator:${operatorId}`;
