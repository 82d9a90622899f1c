import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import { pageSchema } from './common.js';
import { emailSchema } from './validation.js';

/** One change an operator made, as the audit log reads it. */
export const auditEntrySchema = z.object({
  id: z.int(),
  operator_email: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** What was done, a dotted name: `configuration.update`. */
  action: z.string(),
  /** What it was done to: `configuration`, `account:12`. */
  target: z.string(),
  /** The thing before the change; null when the change made it. */
  before: z.unknown(),
  /** The thing after the change; null when the change removed it. */
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Audit entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The audit log's filters: an action, an operator's e-mail, changes since a moment. */
export const auditQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  action: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(100, { error: 'is too long' })),
  ),
  operator: z.optional(emailSchema),
  since: z.optional(z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' })),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const studioAuditCalls = {
  /** The changes operators made, newest first (owners only). */
  audit: endpoint({
    method: 'GET',
    path: '/studio/audit',
    auth: 'operator',
    chosenByContract: true,
    query: auditQuerySchema,
    response: listOf(auditEntrySchema),
  }),
};
