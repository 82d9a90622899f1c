import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { emailSchema, newPasswordSchema, passwordSchema, ValidationKey } from './validation.js';

/**
 * The operators' console (/api/studio): its own accounts and sessions, apart from subscribers'.
 * An operator's token travels as `Authorization: Bearer <token>` on these calls only.
 */

/** What an operator may do: `owner` everything, `editor` the service's content, `support` subscribers. */
export const operatorRoles = ['owner', 'editor', 'support'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const operatorSchema = z.object({
  id: z.int(),
  email: z.string(),
  role: operatorRoleSchema,
  /** Set for a one-time password: every other call waits until it is changed. */
  must_change_password: z.boolean(),
  /** Whether logins need a second factor (TOTP or a recovery code) after the password. */
  totp_enabled: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** What a studio login answers: the Bearer token, who holds it, and when it ends at the latest. */
export const studioSessionSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
  /** The latest end; a session unused for 12 hours ends before it. */
  expires_at: z.string(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;

/** A login whose password was right and which needs its second factor: the challenge to answer. */
export const secondFactorSchema = z.object({
  second_factor: z.object({
    /** Sent back with the code (`POST /studio/session/second-factor`); it lives 5 minutes. */
    challenge: z.string(),
    expires_at: z.string(),
  }),
});
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/** What a password login answers: a session, or (TOTP on) a second factor to give. */
export const studioLoginResultSchema = z.union([studioSessionSchema, secondFactorSchema]);
export type StudioLoginResult = z.infer<typeof studioLoginResultSchema>;

/** A code an operator typed: 6 digits of its app, or a recovery code (`xxxx-xxxx-xx`). */
const secondFactorCodeSchema = z
  .string({ error: ValidationKey.codeRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: ValidationKey.codeRequired, abort: true }),
    z.maxLength(32),
  );

export const secondFactorBodySchema = z.strictObject({
  challenge: z.string().check(z.minLength(1), z.maxLength(128)),
  code: secondFactorCodeSchema,
});
export type SecondFactorBody = z.input<typeof secondFactorBodySchema>;

/** A TOTP secret to add to an authenticator app, not in use until a code of it is confirmed. */
export const totpEnrolmentSchema = z.object({
  /** The base32 secret, for typing in by hand. */
  secret: z.string(),
  /** The same as an `otpauth://totp/` address, for a QR code. */
  otpauth_url: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmBodySchema = z.strictObject({ code: secondFactorCodeSchema });
export type TotpConfirmBody = z.input<typeof totpConfirmBodySchema>;

/** Turning TOTP off asks for the operator's current password. */
export const totpDisableBodySchema = z.strictObject({ password: passwordSchema });
export type TotpDisableBody = z.input<typeof totpDisableBodySchema>;

/** So does a fresh set of recovery codes (each call has a body of its own in the API document). */
export const recoveryCodesBodySchema = z.strictObject({ password: passwordSchema });
export type RecoveryCodesBody = z.input<typeof recoveryCodesBodySchema>;

/** Recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const studioLoginBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
});
export type StudioLoginBody = z.input<typeof studioLoginBodySchema>;

export const studioPasswordBodySchema = z.strictObject({
  current: passwordSchema,
  new: newPasswordSchema,
});
export type StudioPasswordBody = z.input<typeof studioPasswordBodySchema>;

export const studioCalls = {
  /** An operator's login with e-mail and password: a session, or a second factor to give. */
  login: endpoint({
    method: 'POST',
    path: '/studio/session',
    auth: 'none',
    chosenByContract: true,
    body: studioLoginBodySchema,
    response: studioLoginResultSchema,
  }),
  /** The second step of a login with TOTP on: the challenge and a TOTP or recovery code. */
  secondFactor: endpoint({
    method: 'POST',
    path: '/studio/session/second-factor',
    auth: 'none',
    chosenByContract: true,
    body: secondFactorBodySchema,
    response: studioSessionSchema,
  }),
  /** Ends the caller's studio session. */
  logout: endpoint({
    method: 'DELETE',
    path: '/studio/session',
    auth: 'operator',
    chosenByContract: true,
    response: z.null(),
  }),
  /** The operator the session belongs to. */
  me: endpoint({
    method: 'GET',
    path: '/studio/me',
    auth: 'operator',
    chosenByContract: true,
    response: operatorSchema,
  }),
  /** Changes the caller's password (and clears `must_change_password`); other sessions end. */
  changePassword: endpoint({
    method: 'POST',
    path: '/studio/me/password',
    auth: 'operator',
    chosenByContract: true,
    body: studioPasswordBodySchema,
    response: operatorSchema,
  }),
  /** Starts TOTP enrolment: a new secret, not in use until confirmed. */
  startTotp: endpoint({
    method: 'POST',
    path: '/studio/me/totp',
    auth: 'operator',
    chosenByContract: true,
    response: totpEnrolmentSchema,
  }),
  /** Confirms enrolment with a code of the new secret: TOTP is on; the recovery codes, once. */
  confirmTotp: endpoint({
    method: 'POST',
    path: '/studio/me/totp/confirm',
    auth: 'operator',
    chosenByContract: true,
    body: totpConfirmBodySchema,
    response: recoveryCodesSchema,
  }),
  /** Turns TOTP off, the current password checked; the recovery codes go with it. */
  disableTotp: endpoint({
    method: 'DELETE',
    path: '/studio/me/totp',
    auth: 'operator',
    chosenByContract: true,
    body: totpDisableBodySchema,
    response: operatorSchema,
  }),
  /** A fresh set of recovery codes, the current password checked; the old ones stop working. */
  renewRecoveryCodes: endpoint({
    method: 'POST',
    path: '/studio/me/recovery-codes',
    auth: 'operator',
    chosenByContract: true,
    body: recoveryCodesBodySchema,
    response: recoveryCodesSchema,
  }),
};
