import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { createQueryObservers, type QueryObserver } from './query-timing.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An observer that writes down what it is told, with how many queries were open at each end. */
function recorder() {
  let open = 0;
  const events: { failed: boolean; seconds: number; openBefore: number }[] = [];
  const observer: QueryObserver = {
    started: () => void open++,
    finished(seconds, failed) {
      events.push({ failed, seconds, openBefore: open });
      open--;
    },
  };
  return { observer, events, open: () => open };
}

describe('the database client’s query timing', () => {
  it('tells an observer of each query, its time and its outcome', async () => {
    const { observer, events, open } = recorder();
    const stop = database.observeQueries(observer);
    try {
      await database.db.execute(sql`select 1`);
      await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    } finally {
      stop();
    }
    expect(events.map((event) => event.failed)).toEqual([false, true]);
    expect(events.every((event) => event.seconds >= 0 && event.openBefore === 1)).toBe(true);
    expect(open()).toBe(0);
    await database.db.execute(sql`select 1`);
    expect(events).toHaveLength(2);
  });

  it('times the queries inside a transaction too', async () => {
    const { observer, events } = recorder();
    const stop = database.observeQueries(observer);
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      });
    } finally {
      stop();
    }
    // The two selects, and whatever the driver sends itself to begin and end the transaction.
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((event) => !event.failed)).toBe(true);
  });

  it('counts queries that overlap as in flight together', async () => {
    const observers = createQueryObservers();
    const { observer, events } = recorder();
    observers.add(observer);
    let release!: () => void;
    const slow = observers.time(() => new Promise<void>((done) => (release = done)));
    const fast = observers.time(() => Promise.resolve('answer'));
    expect(await fast).toBe('answer');
    release();
    await slow;
    expect(events.map((event) => event.openBefore)).toEqual([2, 1]);
  });
});
