import { randomBytes } from 'node:crypto';
import { notice, type Operator, type StudioSession } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import {
  hashSecret,
  hashToken,
  newToken,
  spendVerifyTime,
  tooManyLogins,
  verifySecret,
  type LoginLimits,
} from '../../accounts/account/index.js';
import { STUDIO_IDLE_MS, STUDIO_LONGEST_MS, type OperatorContext } from './operator-guard.js';
import type { OperatorRepository, OperatorRow } from './operator-repository.js';

/** An operator as the contract shows it: never its password's hash. */
export function presentOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    must_change_password: row.mustChangePassword,
  };
}

/**
 * What failed studio logins are counted under: the operator, or an e-mail that names none under
 * its trimmed lower-case spelling, so that guessing addresses is limited too.
 */
const failureKey = (operator: OperatorRow | undefined, email: string) =>
  operator ? `operator:${operator.id}` : `unknown:${email.trim().toLowerCase()}`;

const wrongCredentials = () => new HttpError(401, notice('studioWrongCredentials'));

/** A one-time password: 96 random bits, 16 characters to type. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface OperatorServiceDeps {
  operators: OperatorRepository;
  /** Failed logins, under scopes of their own (subscribers' do not lock operators out). */
  logins: LoginLimits;
  now: Clock;
}

/** Studio login, logout and an operator's own password. */
export function createOperatorService({ operators, logins, now }: OperatorServiceDeps) {
  return {
    async login(email: string, password: string, address: string): Promise<StudioSession> {
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
      await logins.succeed(key);
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + STUDIO_LONGEST_MS);
      // Sessions that ended are forgotten as new ones begin: operators are few.
      await operators.pruneSessions(at, new Date(at.getTime() - STUDIO_IDLE_MS));
      await operators.createSession({
        tokenHash: hashToken(token),
        operatorId: operator.id,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
      });
      return {
        token,
        operator: presentOperator(operator),
        expires_at: expiresAt.toISOString(),
      };
    },

    async logout(caller: OperatorContext): Promise<void> {
      await operators.endSession(caller.tokenHash);
    },

    /**
     * A new password the operator chose, the current one checked (its failures count as failed
     * logins: a session left open does not let anyone guess it); the other sessions end.
     */
    async changePassword(
      caller: OperatorContext,
      current: string,
      next: string,
      address: string,
    ): Promise<Operator> {
      const { operator } = caller;
      const key = failureKey(operator, operator.email);
      const wait = await logins.secondsToWait(key, address);
      if (wait > 0) throw tooManyLogins(wait);
      if (!(await verifySecret(operator.passwordHash, current))) {
        await logins.fail(key, address);
        throw badRequest(notice('studioWrongCurrentPassword'));
      }
      if (next === current) throw badRequest(notice('studioSamePassword'));
      await operators.setPassword(operator.id, await hashSecret(next));
      await operators.endOtherSessions(operator.id, caller.tokenHash);
      return presentOperator({ ...operator, mustChangePassword: false });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
