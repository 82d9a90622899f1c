import type { Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { studioAudit } from '../../../db/schema.js';
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

/** The audit log of the studio: every change an operator makes is written here. */
export function createStudioAudit(db: Db, now: Clock): { record: AuditRecord } {
  return {
    async record(caller, { action, target, before, after }) {
      await db.insert(studioAudit).values({
        operatorId: caller.operator.id,
        at: now(),
        action,
        target,
        before: before ?? null,
        after: after ?? null,
      });
    },
  };
}
