import type { FastifyInstance } from 'fastify';
import { Status, notice, noticeText } from '@marquee/contract';
import type { Database } from '../db/client.js';
import { checkReadiness, latestCommittedMigration } from './readiness.js';

/**
 * `GET /ready`: 200 while the database answers with the latest committed migration applied,
 * 503 otherwise and from the moment the server starts stopping, with the reason as a notice.
 */
export function registerReadiness(
  api: FastifyInstance,
  database: Pick<Database, 'db' | 'kind'>,
  migrationsFolder: string,
): void {
  const latest = latestCommittedMigration(migrationsFolder);
  api.get('/ready', async (_request, reply) => {
    const found = api.draining.active
      ? ({ ready: false, reason: notice('shuttingDown') } as const)
      : await checkReadiness(database, latest);
    const data = { ready: found.ready, database: database.kind, migration: latest.tag };
    if (found.ready) return { status: Status.ok, data };
    const told = found.reason;
    return reply
      .code(503)
      .send({ status: Status.failure, message: noticeText(told), notice: told, data });
  });
}
