import { randomBytes } from 'node:crypto';
import {
  notice,
  type Operator,
  type SecondFactor,
  type StudioLoginResult,
} from '@marquee/contract';
import { badRequest, HttpError } from '../../../http/errors.js';
import {
  hashSecret,
  spendVerifyTime,
  tooManyLogins,
  verifySecret,
  type LoginLimits,
} from '../../accounts/account/index.js';
import type { OperatorContext } from './operator-guard.js';
import type { OperatorRepository, OperatorRow } from './operator-repository.js';
import { operatorFailureKey, presentOperator } from './present-operator.js';
import type { AuditRecord } from './studio-audit.js';
import type { OpenSession } from './studio-session.js';

/**
 * What failed studio logins are counted under: the operator, or an e-mail that names none under
 * its trimmed lower-case spelling, so that guessing addresses is limited too.
 */
const failureKey = (operator: OperatorRow | undefined, email: string) =>
  operator ? operatorFailureKey(operator.id) : `unknown:${email.trim().toLowerCase()}`;

const wrongCredentials = () => new HttpError(401, notice('studioWrongCredentials'));

/** A one-time password: 96 random bits, 16 characters to type. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Checks an operator's current password before a change to its account. Its failures count as
 * failed logins (a session left open does not let anyone guess it): a 400, or a 429 while locked.
 */
export async function checkCurrentPassword(
  logins: LoginLimits,
  operator: OperatorRow,
  password: string,
  address: string,
): Promise<void> {
  const key = operatorFailureKey(operator.id);
  const wait = await logins.secondsToWait(key, address);
  if (wait > 0) throw tooManyLogins(wait);
  if (!(await verifySecret(operator.passwordHash, password))) {
    await logins.fail(key, address);
    throw badRequest(notice('studioWrongCurrentPassword'));
  }
}

export interface OperatorServiceDeps {
  operators: OperatorRepository;
  /** Failed logins, under scopes of their own (subscribers' do not lock operators out). */
  logins: LoginLimits;
  openSession: OpenSession;
  /** The challenge of a login whose operator has TOTP on (second-factor-login.ts). */
  challenge: (operator: OperatorRow) => Promise<SecondFactor>;
  /** Where an operator's change to its own account is written (studio-audit.ts). */
  audit: AuditRecord;
}

/** Studio login, logout and an operator's own password. */
export function createOperatorService(deps: OperatorServiceDeps) {
  const { operators, logins } = deps;
  return {
    /** A session, or with TOTP on the challenge its second factor answers. */
    async login(email: string, password: string, address: string): Promise<StudioLoginResult> {
      // Looked up first for known and unknown e-mails alike, so a lock answers both the same.
      const operator = await operators.findByEmail(email.trim());
      const key = failureKey(operator, email);
      const wait = await logins.secondsToWait(key, address);
      if (wait > 0) throw tooManyLogins(wait);
      if (!operator) await spendVerifyTime(password);
      const verified = !!operator && (await verifySecret(operator.passwordHash, password));
      if (!operator || !verified || operator.disabledAt) {
        await logins.fail(key, address);
        throw wrongCredentials();
      }
      // The failures counted so far stand until the second factor passes too.
      if (operator.totpEnabledAt) return deps.challenge(operator);
      await logins.succeed(key);
      return deps.openSession(operator);
    },

    async logout(caller: OperatorContext): Promise<void> {
      await operators.endSession(caller.tokenHash);
    },

    /** A new password the operator chose, the current one checked; the other sessions end. */
    async changePassword(
      caller: OperatorContext,
      current: string,
      next: string,
      address: string,
    ): Promise<Operator> {
      const { operator } = caller;
      await checkCurrentPassword(logins, operator, current, address);
      if (next === current) throw badRequest(notice('studioSamePassword'));
      await operators.setPassword(operator.id, await hashSecret(next));
      await operators.endOtherSessions(operator.id, caller.tokenHash);
      // Who changed a password and when; never the password or its hash.
      await deps.audit(caller, {
        action: 'operator.password.change',
        target: `operator:${operator.id}`,
      });
      return presentOperator({ ...operator, mustChangePassword: false });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
