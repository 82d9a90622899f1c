import {
  notice,
  type Notice,
  type Operator,
  type RecoveryCodes,
  type TotpEnrolment,
} from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { badRequest, HttpError } from '../../../http/errors.js';
import { hashToken, type LoginLimits } from '../../accounts/account/index.js';
import type { OperatorContext } from './operator-guard.js';
import { checkCurrentPassword } from './operator-service.js';
import { presentOperator } from './present-operator.js';
import type { SecondFactorRepository } from './second-factor-repository.js';
import type { AuditRecord } from './studio-audit.js';
import {
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
} from './totp.js';

/** The issuer authenticator apps show beside the operator's e-mail. */
export const TOTP_ISSUER = 'Marquee';

const conflict = (reason: Notice) => new HttpError(409, reason);

/** A fresh set of recovery codes and the hashes stored for them. */
function recoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => hashToken(code.replace(/-/g, ''))) };
}

const target = (caller: OperatorContext) => `operator:${caller.operator.id}`;

export interface TotpEnrolmentDeps {
  secondFactors: SecondFactorRepository;
  logins: LoginLimits;
  audit: AuditRecord;
  now: Clock;
}

/** An operator's own second factor: turned on, off, and its recovery codes renewed. */
export function createTotpEnrolment({ secondFactors, logins, audit, now }: TotpEnrolmentDeps) {
  return {
    /** A new secret, pending until a code of it is confirmed; a 409 while TOTP is on. */
    async start(caller: OperatorContext): Promise<TotpEnrolment> {
      const secret = newTotpSecret();
      if (!(await secondFactors.startEnrolment(caller.operator.id, secret))) {
        throw conflict(notice('studioTotpAlreadyEnabled'));
      }
      await audit(caller, { action: 'operator.totp.start', target: target(caller) });
      return { secret, otpauth_url: otpauthUrl(TOTP_ISSUER, caller.operator.email, secret) };
    },

    /** TOTP on, given a code of the pending secret; the recovery codes, shown this once. */
    async confirm(caller: OperatorContext, typed: string): Promise<RecoveryCodes> {
      const { operator } = caller;
      if (operator.totpEnabledAt) throw conflict(notice('studioTotpAlreadyEnabled'));
      const secret = await secondFactors.secretOf(operator);
      if (!secret) throw conflict(notice('studioTotpNotStarted'));
      const at = now();
      const code = typed.replace(/\s/g, '');
      const step = matchTotp(secret, code, at, operator.totpLastStep);
      const { codes, hashes } = recoveryCodes();
      if (step === undefined || !(await secondFactors.enable(operator.id, at, step, hashes))) {
        throw badRequest(notice('studioWrongCode'));
      }
      await audit(caller, {
        action: 'operator.totp.enable',
        target: target(caller),
        before: { totp_enabled: false },
        after: { totp_enabled: true },
      });
      return { recovery_codes: codes };
    },

    /** TOTP off, the current password checked; the recovery codes and pending logins go. */
    async disable(caller: OperatorContext, password: string, address: string): Promise<Operator> {
      const { operator } = caller;
      await checkCurrentPassword(logins, operator, password, address);
      if (!operator.totpEnabledAt && !operator.totpSecret)
        throw conflict(notice('studioTotpNotEnabled'));
      await secondFactors.disable(operator.id);
      await audit(caller, {
        action: 'operator.totp.disable',
        target: target(caller),
        before: { totp_enabled: operator.totpEnabledAt !== null },
        after: { totp_enabled: false },
      });
      return presentOperator({ ...operator, totpSecret: null, totpEnabledAt: null });
    },

    /** A fresh set of recovery codes, the current password checked; the old ones die. */
    async renewRecoveryCodes(
      caller: OperatorContext,
      password: string,
      address: string,
    ): Promise<RecoveryCodes> {
      const { operator } = caller;
      await checkCurrentPassword(logins, operator, password, address);
      if (!operator.totpEnabledAt) throw conflict(notice('studioTotpNotEnabled'));
      const { codes, hashes } = recoveryCodes();
      await secondFactors.replaceRecoveryCodes(operator.id, hashes);
      await audit(caller, {
        action: 'operator.recovery-codes.renew',
        target: target(caller),
        after: { recovery_codes: codes.length },
      });
      return { recovery_codes: codes };
    },
  };
}

export type TotpEnrolmentService = ReturnType<typeof createTotpEnrolment>;
