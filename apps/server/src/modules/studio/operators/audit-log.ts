import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type List } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import { operators, studioAudit } from '../../../db/schema.js';

/** What the audit log is read by: all of it, or an action, an operator, changes since. */
export interface AuditFilter {
  page?: number;
  action?: string;
  /** An operator's e-mail, in any letter case. */
  operator?: string;
  /** ISO 8601. */
  since?: string;
}

/** Reading the audit log: newest first, a page at a time, filtered in the database. */
export function createAuditLog(db: Db) {
  return {
    async list({ page = 1, action, operator, since }: AuditFilter): Promise<List<AuditEntry>> {
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

export type AuditLog = ReturnType<typeof createAuditLog>;
