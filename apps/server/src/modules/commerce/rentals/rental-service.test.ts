import { describe, expect, it, vi } from 'vitest';
import type { QueuedRefund } from '../../accounts/payments/refund-outbox.js';
import { createSandboxGateway } from '../../accounts/payments/sandbox-gateway.js';
import { PENDING_RENTAL_ABANDONED_AFTER_MS, isAbandonedPending } from './pending-rental.js';
import type { RentalRow } from './rental-repository.js';
import { createRentalService, type RentalServiceDeps } from './rental-service.js';

const session = {
  token: 't',
  sessionId: 1,
  accountId: 7,
  deviceId: 1,
  profileId: 1,
  maturityCeiling: null,
};
const rentFor2Days = { vodId: 3, profileId: 30, duration: 2 };
const at = new Date('2026-11-22T00:00:00Z');

const pendingRow = {
  id: 11,
  accountId: 7,
  vodId: 3,
  profileId: 30,
  status: 'pending',
  startsAt: at,
  expiresAt: null,
  chargeId: null,
} as unknown as RentalRow;

/**
 * A rental service whose database is faked around one account: the claim always writes a
 * pending rental, and each step of the rent can be made to fail.
 */
function rentalServiceWith(
  options: {
    recordFails?: boolean;
    confirmFails?: string;
    refundFails?: boolean;
    releaseFails?: boolean;
    /** The film's and the channel's parental rating codes. */
    parentalCode?: string;
  } = {},
) {
  const sandbox = createSandboxGateway();
  const refunds: string[] = [];
  const charges: string[] = [];
  const queued: QueuedRefund[] = [];
  const released: number[] = [];
  const gateway: RentalServiceDeps['gateway'] = {
    ...sandbox,
    async chargeSavedCard(ref, charge) {
      const result = await sandbox.chargeSavedCard(ref, charge);
      if (result.approved) charges.push(result.chargeId);
      return result;
    },
    refund: vi.fn((chargeId: string) => {
      if (options.refundFails) return Promise.reject(new Error('refund failed'));
      refunds.push(chargeId);
      return Promise.resolve();
    }),
  };
  const rentals: RentalServiceDeps['rentals'] = {
    claim: () => Promise.resolve({ claimed: true, rental: pendingRow }),
    find: () => Promise.resolve(undefined),
    recordCharge: () =>
      options.recordFails ? Promise.reject(new Error('record failed')) : Promise.resolve(true),
    confirm: (_id, period) =>
      options.confirmFails
        ? Promise.reject(new Error(options.confirmFails))
        : Promise.resolve({ ...pendingRow, ...period, status: 'active' }),
    release: (id) => {
      if (options.releaseFails) return Promise.reject(new Error('release failed'));
      released.push(id);
      return Promise.resolve(true);
    },
    sweepAbandoned: () => Promise.resolve([]),
  };
  // The sandbox's form of a kept card's reference.
  const cards = {
    latestPaymentMethod: () => Promise.resolve({ gatewayRef: 'sandbox_card_Visa_4242_00ff' }),
  } as unknown as RentalServiceDeps['cards'];
  const entitlements = Object.assign(() => Promise.resolve({ subscriptionActive: true }), {
    forget: vi.fn(),
  }) as unknown as RentalServiceDeps['entitlements'];
  const catalogue = {
    findVod: () =>
      Promise.resolve({ id: 3, title: 'Night Train', parentalCode: options.parentalCode ?? 'R' }),
    findProfileSource: () =>
      Promise.resolve({
        profile: {
          id: 30,
          vodId: 3,
          name: '4K',
          code: '4k',
          businessModel: 'tvod_dtr',
          pricing: [{ duration: 2, priceCents: 399 }],
        },
        source: null,
      }),
  } as unknown as RentalServiceDeps['catalogue'];
  const accounts = {
    latestSubscription: () => Promise.resolve(undefined),
  } as unknown as RentalServiceDeps['accounts'];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const service = createRentalService({
    catalogue,
    channels: {
      findChannel: () =>
        Promise.resolve({ title: 'News 24', parentalCode: options.parentalCode ?? 'R' }),
      findChannelProfile: () => Promise.resolve(undefined),
    },
    accounts,
    cards,
    rentals,
    gateway,
    refunds: {
      queue: (refund) => {
        queued.push(refund);
        return Promise.resolve();
      },
    },
    entitlements,
    log,
    now: () => at,
  });
  return { service, charges, refunds, queued, released, log };
}

describe('renting when the database fails after the charge', () => {
  it('gives the charge back when the rental cannot be inserted', async () => {
    const { service, charges, refunds, released } = rentalServiceWith({
      confirmFails: 'insert failed',
    });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('insert failed');
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual(charges);
    expect(released).toEqual([pendingRow.id]);
  });

  it('gives the charge back when the transaction cannot commit', async () => {
    const { service, charges, refunds } = rentalServiceWith({ confirmFails: 'commit failed' });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('commit failed');
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual(charges);
  });

  it('gives the charge back when it cannot even be recorded on the pending rental', async () => {
    const { service, charges, refunds } = rentalServiceWith({ recordFails: true });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('record failed');
    expect(refunds).toEqual(charges);
  });

  it('keeps the charge when the rental is written', async () => {
    const { service, charges, refunds, released } = rentalServiceWith({});
    const rental = await service.rent(session, rentFor2Days);
    expect(rental.expires_at).toBe('2026-11-24T00:00:00.000Z');
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([]);
    expect(released).toEqual([]);
  });

  it('answers the original failure when the refund fails too, and queues the refund', async () => {
    const { service, charges, queued, log } = rentalServiceWith({
      confirmFails: 'insert failed',
      refundFails: true,
    });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('insert failed');
    expect(queued).toEqual([
      expect.objectContaining({ chargeId: charges[0], attempts: 1, lastError: 'refund failed' }),
    ]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ chargeId: charges[0], cause: 'insert failed' }),
      expect.any(String),
    );
  });

  it('leaves a recorded charge to the sweep when its pending rental cannot be removed', async () => {
    // Refunding now and again when the sweep finds the row would give the charge back twice.
    const { service, refunds, queued } = rentalServiceWith({
      confirmFails: 'insert failed',
      releaseFails: true,
    });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('insert failed');
    expect(refunds).toEqual([]);
    expect(queued).toEqual([]);
  });
});

describe('isAbandonedPending', () => {
  const startsAt = new Date('2026-11-22T00:00:00Z');
  const later = (ms: number) => new Date(startsAt.getTime() + ms);

  it('abandons a pending rental only after the limit', () => {
    const pending = { status: 'pending', startsAt };
    expect(isAbandonedPending(pending, later(PENDING_RENTAL_ABANDONED_AFTER_MS))).toBe(false);
    expect(isAbandonedPending(pending, later(PENDING_RENTAL_ABANDONED_AFTER_MS + 1))).toBe(true);
  });

  it('never abandons an active rental', () => {
    expect(isAbandonedPending({ status: 'active', startsAt }, later(100 * 86_400_000))).toBe(false);
  });
});

describe('renting from a kids profile', () => {
  const kids = { ...session, maturityCeiling: 'PG' };
  const rentChannel = { channelId: 4, profileId: 40, duration: undefined };

  it('refuses any rental, charging nothing: kids profiles have no rentals', async () => {
    const { service, charges } = rentalServiceWith({ parentalCode: 'G' });
    await expect(service.rent(kids, rentFor2Days)).rejects.toMatchObject({
      statusCode: 403,
      notice: { key: 'kidsNoRentals' },
    });
    await expect(service.rentChannel(kids, rentChannel)).rejects.toMatchObject({
      statusCode: 403,
      notice: { key: 'kidsNoRentals' },
    });
    expect(charges).toEqual([]);
  });

  it('refuses a title or channel above the ceiling as one the profile may not watch', async () => {
    const { service, charges } = rentalServiceWith({ parentalCode: 'PG-13' });
    await expect(service.rent(kids, rentFor2Days)).rejects.toMatchObject({
      statusCode: 403,
      notice: { key: 'kidsTitleUnavailable' },
    });
    await expect(service.rentChannel(kids, rentChannel)).rejects.toMatchObject({
      statusCode: 403,
      notice: { key: 'kidsChannelUnavailable' },
    });
    expect(charges).toEqual([]);
  });
});
