import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry as AuditRow, type List } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { operators, studioAudit } from '../../../db/schema.js';
import type { OperatorContext } from './operator-guard.js';

/** One change an operator made: what was done to what, and the thing before and after it. */
export interface AuditEntry {
  /** What was done, a dotted name: `configuration.update`, `device.remove`. */
  action: string;
  /** What it was done to: `configuration`, `account:12`, `device:40`. */
  target: string;
  /** The thing before the change; absent when it was made by it. */
  before?: unknown;
  /** The thing after the change; absent when it was removed by it. */
  after?: unknown;
}

/** Writes an operator's change to the audit log, stamped with who made it and when. */
export type AuditRecord = (caller: OperatorContext, entry: AuditEntry) => Promise<void>;

/** What the audit log is read by: all of it, or an action, an operator, changes since. */
export interface AuditFilter {
  page?: number;
  action?: string;
  /** An operator's e-mail, in any letter case. */
  operator?: string;
  /** ISO 8601. */
  since?: string;
}

/**
 * The audit log of the studio: every change an operator makes is written here, and owners read
 * it newest first, a page at a time, filtered in the database.
 */
export function createStudioAudit(db: Db, now: Clock) {
  const record: AuditRecord = async (caller, { action, target, before, after }) => {
    await db.insert(studioAudit).values({
      operatorId: caller.operator.id,
      at: now(),
      action,
      target,
      before: before ?? null,
      after: after ?? null,
    });
  };
  return {
    record,
    async list({ page = 1, action, operator, since }: AuditFilter): Promise<List<AuditRow>> {
      const conditions: SQL[] = [];
      if (action) conditions.push(eq(studioAudit.action, action));
      if (operator) conditions.push(sql`lower(${operators.email}) = lower(${operator})`);
      if (since) conditions.push(gte(studioAudit.at, new Date(since)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: studioAudit.id,
            email: operators.email,
            at: studioAudit.at,
            action: studioAudit.action,
            target: studioAudit.target,
            before: studioAudit.before,
            after: studioAudit.after,
          })
          .from(studioAudit)
          .innerJoin(operators, eq(operators.id, studioAudit.operatorId))
          .where(where)
          // Rows written in the same instant keep the order they were written in.
          .orderBy(desc(studioAudit.at), desc(studioAudit.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(studioAudit)
          .innerJoin(operators, eq(operators.id, studioAudit.operatorId))
          .where(where),
      ]);
      const count = total?.count ?? 0;
      return {
        items: rows.map(({ email, at, ...row }) => ({
          ...row,
          operator_email: email,
          at: at.toISOString(),
        })),
        pager: { page, pageCount: Math.ceil(count / AUDIT_PAGE_SIZE), count },
      };
    },
  };
}

export type StudioAudit = ReturnType<typeof createStudioAudit>;
