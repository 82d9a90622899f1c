import { noticeText } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows } from '../db/client.js';
import { createTestApp, createTwinApp, type TestApp } from '../test/test-app.js';
import { checkReadiness, latestCommittedMigration } from './readiness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const latest = latestCommittedMigration(migrationsFolder);

describe('GET /api/ready', () => {
  it('answers 200 while the database answers with the latest migration applied', async () => {
    const response = await t.call({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 1,
      data: { ready: true, database: t.database.kind, migration: latest.tag },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 503 naming the migration the database lacks', async () => {
    const [row] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations
          where created_at = ${latest.when}`,
    );
    expect(row).toBeDefined();
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`,
    );
    try {
      const response = await t.call({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 0,
        message: `The database lacks migration ${latest.tag}: start an instance of this build to migrate it.`,
        notice: { key: 'notReadyMigrationMissing', params: { tag: latest.tag } },
        data: { ready: false, migration: latest.tag },
      });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await t.call({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 from the moment the server starts stopping, as health does', async () => {
    const twin = await createTwinApp(t);
    try {
      twin.app.draining.start();
      const [ready, health] = await Promise.all([
        twin.call({ url: '/api/ready' }),
        twin.call({ url: '/api/health' }),
      ]);
      expect(ready.statusCode).toBe(503);
      expect(health.statusCode).toBe(503);
      expect(ready.json().message).toBe(health.json().message);
      expect(ready.headers.connection).toBe('close');
    } finally {
      await twin.close();
    }
  });
});

describe('checkReadiness', () => {
  it('is not ready on a database where no migration ran, nor once it does not answer', async () => {
    // One bare PGlite for both: making one takes seconds.
    const bare = await openDatabase({});
    try {
      expect(await checkReadiness(bare, latest)).toEqual({
        ready: false,
        reason: { key: 'notReadyNoMigrations' },
      });
    } finally {
      await bare.close();
    }
    const found = await checkReadiness(bare, latest);
    expect(found.ready).toBe(false);
    expect(found.ready === false && found.reason.key).toBe('notReadyDatabaseError');
    expect(found.ready === false && noticeText(found.reason)).toMatch(
      /^The database does not answer: \S/,
    );
    // Making a bare PGlite (initdb) takes long on a busy machine.
  }, 120_000);

  it('is not ready when the database does not answer in time', async () => {
    const stuck = { db: { execute: () => new Promise(() => {}) } } as never;
    expect(await checkReadiness(stuck, latest, 50)).toEqual({
      ready: false,
      reason: { key: 'notReadyTimedOut', params: { ms: 50 } },
    });
  });

  it('counts a database migrated by a newer build as current', async () => {
    // A roomy timeout: this checks the comparison, not the database's speed.
    expect(await checkReadiness(t.database, { ...latest, when: latest.when - 1 }, 10_000)).toEqual({
      ready: true,
    });
    expect(
      await checkReadiness(t.database, { tag: '9999_next', when: latest.when + 1 }, 10_000),
    ).toEqual({
      ready: false,
      reason: { key: 'notReadyMigrationMissing', params: { tag: '9999_next' } },
    });
  });
});
