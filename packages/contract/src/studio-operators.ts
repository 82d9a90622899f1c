import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { listOf } from './envelope.js';
import { operatorRoleSchema } from './studio.js';
import { emailSchema } from './validation.js';

/**
 * The owners' management of operators (/api/studio/operators): who may use the console, with
 * which role, and their one-time passwords. Owners only.
 */

/** An operator as the owners' list shows it: never its password's hash nor its TOTP secret. */
export const operatorListItemSchema = z.object({
  id: z.int(),
  email: z.string(),
  /** Null for an operator added without one. */
  name: z.nullable(z.string()),
  role: operatorRoleSchema,
  /** When it was disabled; null while it may log in. */
  disabled_at: z.nullable(z.string()),
  /** Whether logins need its second factor. */
  totp_enabled: z.boolean(),
  /** Set while it holds a one-time password it has yet to change. */
  must_change_password: z.boolean(),
  /** When a session was last opened for it; null when not known (never, or not since recorded). */
  last_login_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

/** An operator's name as the console shows it: trimmed, 100 characters at most; empty is none. */
export const operatorNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(100, { error: 'must be 100 characters or fewer' }));

export const addOperatorBodySchema = z.strictObject({
  email: emailSchema,
  role: operatorRoleSchema,
  name: z.optional(operatorNameSchema),
});
export type AddOperatorBody = z.input<typeof addOperatorBodySchema>;

/** An operator and its new one-time password, shown this once: only its hash is kept. */
export const operatorWithPasswordSchema = z.object({
  operator: operatorListItemSchema,
  one_time_password: z.string(),
});
export type OperatorWithPassword = z.infer<typeof operatorWithPasswordSchema>;

export const operatorRoleBodySchema = z.strictObject({ role: operatorRoleSchema });
export type OperatorRoleBody = z.input<typeof operatorRoleBodySchema>;

export const operatorNameBodySchema = z.strictObject({ name: operatorNameSchema });
export type OperatorNameBody = z.input<typeof operatorNameBodySchema>;

const operatorParamsSchema = z.strictObject({ id: idSchema });

export const studioOperatorCalls = {
  /** Every operator, oldest first (owners only). */
  operators: endpoint({
    method: 'GET',
    path: '/studio/operators',
    auth: 'operator',
    chosenByContract: true,
    response: listOf(operatorListItemSchema),
  }),
  /** Adds an operator with a one-time password, which it changes at its first login. */
  addOperator: endpoint({
    method: 'POST',
    path: '/studio/operators',
    auth: 'operator',
    chosenByContract: true,
    body: addOperatorBodySchema,
    response: operatorWithPasswordSchema,
  }),
  /** Gives an operator another role; an owner's own, and the last enabled owner's, stay. */
  changeOperatorRole: endpoint({
    method: 'PUT',
    path: '/studio/operator-role/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    body: operatorRoleBodySchema,
    response: operatorListItemSchema,
  }),
  /** Disables an operator: its sessions end at once and it cannot log in. */
  disableOperator: endpoint({
    method: 'POST',
    path: '/studio/operator-disable/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    response: operatorListItemSchema,
  }),
  /** Lets a disabled operator log in again. */
  enableOperator: endpoint({
    method: 'POST',
    path: '/studio/operator-enable/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    response: operatorListItemSchema,
  }),
  /** Names an operator (an owner's own name too); an empty name is none. */
  renameOperator: endpoint({
    method: 'PUT',
    path: '/studio/operator-name/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    body: operatorNameBodySchema,
    response: operatorListItemSchema,
  }),
  /**
   * Turns another operator's two-step verification off (a lost authenticator): its secret,
   * recovery codes and pending logins go; it signs in with its password, and may turn it on
   * again on My account.
   */
  removeOperatorSecondFactor: endpoint({
    method: 'POST',
    path: '/studio/operator-totp-removal/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    response: operatorListItemSchema,
  }),
  /** Gives an operator a new one-time password: its sessions end, its old password stops. */
  resetOperatorPassword: endpoint({
    method: 'POST',
    path: '/studio/operator-password-reset/:id',
    auth: 'operator',
    chosenByContract: true,
    params: operatorParamsSchema,
    response: operatorWithPasswordSchema,
  }),
};
