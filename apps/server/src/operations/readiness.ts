import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notice, type Notice } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

/** A migration as drizzle-kit's journal lists it: its tag and the time drizzle records. */
export interface CommittedMigration {
  tag: string;
  when: number;
}

/** The last migration of the folder's journal (`meta/_journal.json`), the one a database needs. */
export function latestCommittedMigration(migrationsFolder: string): CommittedMigration {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: CommittedMigration[] };
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error(`${migrationsFolder} holds no migration`);
  return { tag: latest.tag, when: latest.when };
}

/** What readiness found: ready, or the reason it is not, as a notice for an operator. */
export type Readiness = { ready: true } | { ready: false; reason: Notice };

/** How long the database has to answer before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers and has the latest committed migration applied (Drizzle records
 * each applied migration's journal time in `drizzle.__drizzle_migrations`; a newer one, applied
 * by a newer instance, counts as current too).
 */
export async function checkReadiness(
  database: Pick<Database, 'db'>,
  latest: CommittedMigration,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), timeoutMs);
  });
  try {
    const rows = await Promise.race([
      queryRows<{ applied: string | null }>(
        database.db,
        sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
      ),
      timeout,
    ]);
    if (rows === 'timeout') {
      return { ready: false, reason: notice('notReadyTimedOut', { ms: timeoutMs }) };
    }
    const applied = rows[0]?.applied == null ? null : Number(rows[0].applied);
    if (applied === null || applied < latest.when) {
      return {
        ready: false,
        reason: notice('notReadyMigrationMissing', { tag: latest.tag }),
      };
    }
    return { ready: true };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const missing = (cause as { code?: string } | undefined)?.code === '42P01';
    return {
      ready: false,
      reason: missing
        ? notice('notReadyNoMigrations')
        : notice('notReadyDatabaseError', {
            detail: cause instanceof Error ? cause.message : String(cause),
          }),
    };
  } finally {
    clearTimeout(timer);
  }
}
