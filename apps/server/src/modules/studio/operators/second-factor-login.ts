import { notice, type SecondFactor, type StudioSession } from '@marquee/contract';
import { type Clock, MINUTE } from '../../../clock.js';
import { HttpError } from '../../../http/errors.js';
import {
  hashToken,
  newToken,
  tooManyLogins,
  type LoginLimits,
} from '../../accounts/account/index.js';
import type { OperatorRepository, OperatorRow } from './operator-repository.js';
import { operatorFailureKey } from './present-operator.js';
import type { SecondFactorRepository } from './second-factor-repository.js';
import type { OpenSession } from './studio-session.js';
import { matchTotp, normaliseRecoveryCode } from './totp.js';

/** How long a login may wait for its second factor... */
export const CHALLENGE_LIFETIME_MS = 5 * MINUTE;
/** ...and how many wrong codes it takes (each one a failed login too). */
export const CHALLENGE_ATTEMPTS = 5;

const wrongCode = () => new HttpError(401, notice('studioWrongCode'));
const challengeExpired = () => new HttpError(401, notice('studioChallengeExpired'));

/**
 * Whether a code is the operator's: a TOTP of a step not used yet (then recorded as used), or an
 * unused recovery code (then spent). Spaces are ignored, as apps show codes as `123 456`.
 */
export async function acceptSecondFactor(
  secondFactors: SecondFactorRepository,
  operator: OperatorRow,
  typed: string,
  at: Date,
): Promise<boolean> {
  const code = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) {
    const secret = await secondFactors.secretOf(operator);
    if (!secret) return false;
    const step = matchTotp(secret, code, at, operator.totpLastStep);
    return step !== undefined && (await secondFactors.acceptStep(operator.id, step));
  }
  const recovery = normaliseRecoveryCode(code);
  return !!recovery && (await secondFactors.useRecoveryCode(operator.id, hashToken(recovery), at));
}

export interface SecondFactorLoginDeps {
  operators: OperatorRepository;
  secondFactors: SecondFactorRepository;
  logins: LoginLimits;
  openSession: OpenSession;
  now: Clock;
}

/** The second step of a login with TOTP on: a challenge, answered with a code. */
export function createSecondFactorLogin(deps: SecondFactorLoginDeps) {
  const { operators, secondFactors, logins, now } = deps;
  return {
    /** A challenge for an operator whose password was right; only its hash is stored. */
    async challenge(operator: OperatorRow): Promise<SecondFactor> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + CHALLENGE_LIFETIME_MS);
      await secondFactors.createChallenge(
        { tokenHash: hashToken(token), operatorId: operator.id, expiresAt },
        at,
      );
      return { second_factor: { challenge: token, expires_at: expiresAt.toISOString() } };
    },

    /**
     * The session of a challenge answered with a TOTP or recovery code. A wrong code is a failed
     * login of the operator; the fifth one, or 5 minutes, ends the challenge.
     */
    async answer(challenge: string, code: string, address: string): Promise<StudioSession> {
      const tokenHash = hashToken(challenge);
      const pending = await secondFactors.findChallenge(tokenHash);
      const at = now();
      const operator = pending && (await operators.findById(pending.operatorId));
      const live = operator && !operator.disabledAt && operator.totpEnabledAt;
      if (!pending || !live || at >= pending.expiresAt) {
        if (pending) await secondFactors.endChallenge(tokenHash);
        throw challengeExpired();
      }
      const key = operatorFailureKey(operator.id);
      const wait = await logins.secondsToWait(key, address);
      if (wait > 0) throw tooManyLogins(wait);
      if (!(await acceptSecondFactor(secondFactors, operator, code, at))) {
        await logins.fail(key, address);
        const attempts = await secondFactors.countWrongCode(tokenHash);
        if (attempts >= CHALLENGE_ATTEMPTS) await secondFactors.endChallenge(tokenHash);
        throw wrongCode();
      }
      // Two right answers at once: one session.
      if (!(await secondFactors.endChallenge(tokenHash))) throw challengeExpired();
      await logins.succeed(key);
      return deps.openSession(operator);
    },
  };
}

export type SecondFactorLogin = ReturnType<typeof createSecondFactorLogin>;
