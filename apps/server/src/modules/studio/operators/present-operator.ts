import type { Operator } from '@marquee/contract';
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

/** What failed studio logins and checks of an operator's password are counted under. */
export const operatorFailureKey = (operatorId: number) => `operator:${operatorId}`;
