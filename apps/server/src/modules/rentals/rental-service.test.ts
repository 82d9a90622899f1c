import { describe, expect, it, vi } from 'vitest';
import { createSandboxGateway } from '../payments/sandbox-gateway.js';
import type { RentalRepository, RentalStore } from './rental-repository.js';
import { createRentalService, type RentalServiceDeps } from './rental-service.js';

const session = { token: 't', sessionId: 1, accountId: 7, deviceId: 1, profileId: 1 };
const rentFor2Days = { vodId: 3, profileId: 30, duration: 2 };

/**
 * A rental service whose database is faked around one account: `work` runs against a store
 * that inserts, and `afterWork` decides what the commit does.
 */
function rentalServiceWith(options: { insertFails?: boolean; commitFails?: boolean }) {
  const sandbox = createSandboxGateway();
  const refunds: string[] = [];
  const charges: string[] = [];
  const gateway: RentalServiceDeps['gateway'] = {
    ...sandbox,
    async chargeSavedCard(ref, charge) {
      const result = await sandbox.chargeSavedCard(ref, charge);
      if (result.approved) charges.push(result.chargeId);
      return result;
    },
    refund: vi.fn((chargeId: string) => {
      refunds.push(chargeId);
      return Promise.resolve();
    }),
  };
  const store = {
    runningRental: () => Promise.resolve(undefined),
    insert: () =>
      options.insertFails
        ? Promise.reject(new Error('insert failed'))
        : Promise.resolve({ profileId: 30, expiresAt: new Date('2026-11-24T00:00:00Z') }),
  } as unknown as RentalStore;
  // The sandbox's form of a kept card's reference.
  const cards = {
    latestPaymentMethod: () => Promise.resolve({ gatewayRef: 'sandbox_card_Visa_4242_00ff' }),
  } as unknown as RentalServiceDeps['cards'];
  const rentals = {
    serialised: async <T>(_accountId: number, work: (store: RentalStore) => Promise<T>) => {
      const result = await work(store);
      if (options.commitFails) throw new Error('commit failed');
      return result;
    },
  } as unknown as RentalRepository;
  const entitlements = Object.assign(() => Promise.resolve({ subscriptionActive: true }), {
    forget: vi.fn(),
  }) as unknown as RentalServiceDeps['entitlements'];
  const catalogue = {
    findVod: () => Promise.resolve({ id: 3, title: 'Night Train' }),
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
  const service = createRentalService({
    catalogue,
    accounts,
    cards,
    rentals,
    gateway,
    entitlements,
    now: () => new Date('2026-11-22T00:00:00Z'),
  });
  return { service, charges, refunds };
}

describe('renting when the database fails after the charge', () => {
  it('gives the charge back when the rental cannot be inserted', async () => {
    const { service, charges, refunds } = rentalServiceWith({ insertFails: true });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('insert failed');
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual(charges);
  });

  it('gives the charge back when the transaction cannot commit', async () => {
    const { service, charges, refunds } = rentalServiceWith({ commitFails: true });
    await expect(service.rent(session, rentFor2Days)).rejects.toThrow('commit failed');
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual(charges);
  });

  it('keeps the charge when the rental is written', async () => {
    const { service, charges, refunds } = rentalServiceWith({});
    await service.rent(session, rentFor2Days);
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([]);
  });
});
