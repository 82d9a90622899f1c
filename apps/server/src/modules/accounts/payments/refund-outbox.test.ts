import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { refundOutbox } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import {
  REFUND_RETRY_BASE_MS,
  REFUND_RETRY_MAX_MS,
  createRefundOutbox,
  refundRetryDelayMs,
} from './refund-outbox.js';

describe('refundRetryDelayMs', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(refundRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(refundRetryDelayMs(8)).toBe(REFUND_RETRY_MAX_MS);
    expect(refundRetryDelayMs(10_000)).toBe(REFUND_RETRY_MAX_MS);
  });
});

describe('the refund outbox', () => {
  let database: Database;
  let clock = new Date('2026-11-22T00:00:00Z');
  const refunded: string[] = [];
  let failing = false;
  const gateway = {
    refund(chargeId: string) {
      if (failing) return Promise.reject(new Error('The gateway is unreachable.'));
      refunded.push(chargeId);
      return Promise.resolve();
    },
  };
  const silent = { info() {}, warn() {}, error() {} };
  const outboxNow = () =>
    createRefundOutbox({ db: database.db, gateway, now: () => clock, log: silent });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(refundOutbox);
    refunded.length = 0;
    failing = false;
  });
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  it('refunds a queued charge on the next pass and empties the entry', async () => {
    const outbox = outboxNow();
    await outbox.queue({ chargeId: 'ch_1', reason: 'test' });
    expect(await outbox.retryDue()).toBe(1);
    expect(refunded).toEqual(['ch_1']);
    expect(await outbox.owed()).toEqual([]);
  });

  it('retries a failing refund with backoff until it goes through, and never drops it', async () => {
    const outbox = outboxNow();
    await outbox.queue({ chargeId: 'ch_2', reason: 'test', attempts: 1 });
    failing = true;
    expect(await outbox.retryDue()).toBe(0); // not due before its first wait
    advance(REFUND_RETRY_BASE_MS);
    expect(await outbox.retryDue()).toBe(0);
    expect(await outbox.owed()).toEqual([
      expect.objectContaining({
        chargeId: 'ch_2',
        attempts: 2,
        lastError: 'The gateway is unreachable.',
        nextAttemptAt: new Date(clock.getTime() + 2 * REFUND_RETRY_BASE_MS),
      }),
    ]);
    for (let pass = 0; pass < 12; pass++) {
      advance(REFUND_RETRY_MAX_MS);
      await outbox.retryDue();
    }
    expect((await outbox.owed())[0]!.attempts).toBe(14);
    failing = false;
    advance(REFUND_RETRY_MAX_MS);
    expect(await outbox.retryDue()).toBe(1);
    expect(refunded).toEqual(['ch_2']);
    expect(await outbox.owed()).toEqual([]);
  });

  it('queues a charge once', async () => {
    const outbox = outboxNow();
    await outbox.queue({ chargeId: 'ch_3', reason: 'first' });
    await outbox.queue({ chargeId: 'ch_3', reason: 'second' });
    expect((await outbox.owed()).map((entry) => entry.reason)).toEqual(['first']);
  });

  it('keeps a refund in memory while the database refuses it, and writes it on the next pass', async () => {
    const outbox = outboxNow();
    await database.db.execute(sql`alter table refund_outbox rename to refund_outbox_away`);
    try {
      await outbox.queue({ chargeId: 'ch_4', reason: 'test' });
    } finally {
      await database.db.execute(sql`alter table refund_outbox_away rename to refund_outbox`);
    }
    expect(outbox.unsavedCount).toBe(1);
    expect(await outbox.retryDue()).toBe(1);
    expect(outbox.unsavedCount).toBe(0);
    expect(refunded).toEqual(['ch_4']);
  });
});
