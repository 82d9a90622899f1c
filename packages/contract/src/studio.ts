import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { emailSchema, newPasswordSchema, passwordSchema } from './validation.js';

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
  /** An operator's login with e-mail and password. */
  login: endpoint({
    method: 'POST',
    path: '/studio/session',
    auth: 'none',
    chosenByContract: true,
    body: studioLoginBodySchema,
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
};
