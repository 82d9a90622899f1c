import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  notice,
  rentalSchema,
  vodItemSchema,
  type VodItem,
} from '@marquee/contract';
import { MINUTE } from '../../../clock.js';
import { refundOutbox, rentals } from '../../../db/schema.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import type { PaymentGateway } from '../../accounts/payments/payment-gateway.js';
import {
  REFUND_LEASE_MS,
  REFUND_RETRY_MAX_MS,
  createRefundOutbox,
} from '../../accounts/payments/refund-outbox.js';
import { createSandboxGateway } from '../../accounts/payments/sandbox-gateway.js';
import { PENDING_RENTAL_ABANDONED_AFTER_MS } from './pending-rental.js';

/**
 * The sandbox with knobs: how long a charge takes, a decline, refunds that fail. It notes
 * when each charge began and ended, and which charges it approved and refunded.
 */
function scriptedGateway() {
  const sandbox = createSandboxGateway();
  const state = {
    chargeDelayMs: 0,
    declineNext: false,
    refundsFail: false,
    approved: [] as string[],
    refunded: [] as string[],
    chargeEndedAt: [] as number[],
  };
  let chargeBegan: () => void = () => {};
  const gateway: PaymentGateway = {
    ...sandbox,
    async chargeSavedCard(ref, charge) {
      chargeBegan();
      await sleep(state.chargeDelayMs);
      state.chargeEndedAt.push(performance.now());
      if (state.declineNext) {
        state.declineNext = false;
        return { approved: false, reason: notice('cardDeclined') };
      }
      const result = await sandbox.chargeSavedCard(ref, charge);
      if (result.approved) state.approved.push(result.chargeId);
      return result;
    },
    refund(chargeId) {
      if (state.refundsFail) return Promise.reject(new Error('The gateway is unreachable.'));
      state.refunded.push(chargeId);
      return Promise.resolve();
    },
  };
  /** Resolves when the next charge reaches the gateway. */
  const nextChargeBegins = () => new Promise<void>((resolve) => (chargeBegan = resolve));
  return { gateway, state, nextChargeBegins };
}

const silent = { info() {}, warn() {}, error() {} };
const gw = scriptedGateway();
let t: TestApp;
let token: string;
let accountId: number;
let films: VodItem[];
beforeAll(async () => {
  t = await createTestApp({ paymentGateway: gw.gateway });
  const login = await t.login();
  token = login.token;
  accountId = login.account.id;
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=100', token });
  films = envelope(listOf(vodItemSchema)).parse(response.json()).data!.items;
});
afterAll(() => t.close());

const rent = (body: unknown) => t.call({ method: 'POST', url: '/api/vods/rent', token, body });
const rentalBody = envelope(rentalSchema);

/** A film with a tvod_dtr profile that no other test rents, and the body renting it. */
const used = new Set<number>();
function rentableFilm() {
  const film = films.find(
    (item) =>
      !used.has(item.id) &&
      item.movie_source.profiles.some((profile) => profile.business_model === 'tvod_dtr'),
  )!;
  used.add(film.id);
  const profile = film.movie_source.profiles.find((p) => p.business_model === 'tvod_dtr')!;
  const body = { single_event_vod_id: film.id, vod_profile_id: profile.id, duration: 2 };
  return { vodId: film.id, profileId: profile.id, body };
}

const rentalRows = (profileId: number) =>
  t.database.db
    .select()
    .from(rentals)
    .where(and(eq(rentals.accountId, accountId), eq(rentals.profileId, profileId)));

/** A rental left pending by a call that died, `ageMs` ago, with the charge it recorded. */
async function leftPending(vodId: number, profileId: number, ageMs: number, chargeId: string) {
  await t.database.db.insert(rentals).values({
    accountId,
    vodId,
    profileId,
    durationDays: 2,
    priceCents: 399,
    currencyCode: 'EUR',
    startsAt: new Date(t.now().getTime() - ageMs),
    status: 'pending',
    chargeId,
  });
}

/** Moves the clock on for the length of `work`, then back. */
async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  t.advance(ms);
  try {
    return await work();
  } finally {
    t.advance(-ms);
  }
}

describe('rentals charged outside any transaction', () => {
  it('keeps answering other calls while the gateway takes 2 s to charge', async () => {
    const { body } = rentableFilm();
    gw.state.chargeDelayMs = 2000;
    const charging = gw.nextChargeBegins();
    const renting = rent(body);
    await charging;
    try {
      const list = await t.call({ url: '/api/vods/list?filter[type]=0&limit=10', token });
      const listAnsweredAt = performance.now();
      const history = await t.call({ url: '/api/account/payment-history-list', token });
      const historyAnsweredAt = performance.now();
      expect(list.statusCode).toBe(200);
      expect(history.statusCode).toBe(200);
      const rented = await renting;
      expect(rented.statusCode, rented.body).toBe(200);
      const chargeEndedAt = gw.state.chargeEndedAt.at(-1)!;
      expect(listAnsweredAt).toBeLessThan(chargeEndedAt);
      expect(historyAnsweredAt).toBeLessThan(chargeEndedAt);
    } finally {
      gw.state.chargeDelayMs = 0;
      await renting;
    }
  });

  it('answers the original failure when confirming fails and the refund fails, and retries the refund from the outbox', async () => {
    const { profileId, body } = rentableFilm();
    const db = t.database.db;
    // Confirming fails: the payments table refuses new rows for the length of the call.
    await db.execute(
      sql`alter table payments add constraint refuse_payments check (false) not valid`,
    );
    gw.state.refundsFail = true;
    let response;
    try {
      response = await rent(body);
    } finally {
      gw.state.refundsFail = false;
      await db.execute(sql`alter table payments drop constraint refuse_payments`);
    }
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    const chargeId = gw.state.approved.at(-1)!;
    expect(gw.state.refunded).not.toContain(chargeId);
    const owed = await db.select().from(refundOutbox).where(eq(refundOutbox.chargeId, chargeId));
    expect(owed).toEqual([expect.objectContaining({ attempts: 1 })]);
    expect(owed[0]!.lastError).toBe('The gateway is unreachable.');
    expect(await rentalRows(profileId)).toEqual([]);

    // A later pass, once the gateway answers again, gives the charge back and empties the entry.
    await later(REFUND_RETRY_MAX_MS + REFUND_LEASE_MS, () =>
      createRefundOutbox({ db, gateway: gw.gateway, now: () => t.now(), log: silent }).retryDue(),
    );
    expect(gw.state.refunded).toContain(chargeId);
    expect(await db.select().from(refundOutbox)).toEqual([]);
  });

  it('charges once for two rents at the same time, on this server and on another one', async () => {
    const twin = await createTwinApp(t, { paymentGateway: gw.gateway });
    try {
      for (const callOn of ['this', 'twin'] as const) {
        const { profileId, body } = rentableFilm();
        const before = gw.state.approved.length;
        gw.state.chargeDelayMs = 200;
        const second =
          callOn === 'this'
            ? rent(body)
            : twin.call({ method: 'POST', url: '/api/vods/rent', token, body });
        const responses = await Promise.all([rent(body), second]);
        gw.state.chargeDelayMs = 0;
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
        const [first, other] = responses.map((response) => rentalBody.parse(response.json()).data);
        expect(other).toEqual(first);
        expect(gw.state.approved.length - before).toBe(1);
        expect((await rentalRows(profileId)).map((row) => row.status)).toEqual(['active']);
      }
    } finally {
      gw.state.chargeDelayMs = 0;
      await twin.close();
    }
  });

  it('answers 402 with the gateway’s reason for a declined card and keeps no rental, pending or not', async () => {
    const { profileId, body } = rentableFilm();
    gw.state.declineNext = true;
    const declined = await rent(body);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Renting failed: Your card was declined.');
    expect(await rentalRows(profileId)).toEqual([]);
    // Nothing is left to block the next try.
    const retried = await rent(body);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('sweeps a rental abandoned while pending: the account rents again and the lost charge is refunded', async () => {
    const { vodId, profileId, body } = rentableFilm();
    await leftPending(vodId, profileId, PENDING_RENTAL_ABANDONED_AFTER_MS + MINUTE, 'ch_crashed');
    const before = gw.state.approved.length;
    const response = await rent(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(gw.state.approved.length - before).toBe(1);
    expect((await rentalRows(profileId)).map((row) => row.status)).toEqual(['active']);
    const outbox = createRefundOutbox({
      db: t.database.db,
      gateway: gw.gateway,
      now: () => t.now(),
      log: silent,
    });
    await outbox.retryDue();
    expect(gw.state.refunded).toContain('ch_crashed');
    expect(await outbox.owed()).toEqual([]);
  });

  it('sweeps abandoned rentals and retries refunds when a server starts, and leaves young pending ones', async () => {
    const stale = rentableFilm();
    const young = rentableFilm();
    await leftPending(
      stale.vodId,
      stale.profileId,
      PENDING_RENTAL_ABANDONED_AFTER_MS + 1,
      'ch_old',
    );
    await leftPending(young.vodId, young.profileId, MINUTE, 'ch_young');
    const twin = await createTwinApp(t, { paymentGateway: gw.gateway });
    try {
      await twin.app.ready();
      for (let tries = 0; !gw.state.refunded.includes('ch_old') && tries < 100; tries++) {
        await sleep(20);
      }
      expect(gw.state.refunded).toContain('ch_old');
      expect(await rentalRows(stale.profileId)).toEqual([]);
      expect((await rentalRows(young.profileId)).map((row) => row.chargeId)).toEqual(['ch_young']);
      expect(gw.state.refunded).not.toContain('ch_young');
    } finally {
      await twin.close();
      await t.database.db.delete(rentals).where(eq(rentals.chargeId, 'ch_young'));
    }
  });
});
