import type { Db } from '../../../db/client.js';
import { accounts, paymentMethods, payments, profiles, subscriptions } from '../../../db/schema.js';
import type { NewProfile } from './account-repository.js';
import type { NewPayment } from './subscription-repository.js';

/** Everything a paid registration writes. */
export interface NewSubscriber {
  account: { email: string; username: string; passwordHash: string; purchasePinHash: string };
  profile: Omit<NewProfile, 'accountId'>;
  subscription: { packageId: number; startsAt: Date; expiresAt: Date };
  card: { gatewayRef: string; brand: string; last4: string };
  payment: Omit<NewPayment, 'accountId'>;
}

/** Postgres' unique_violation, as PGlite and postgres.js report it (Drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The SQL of a registration: account, profile, subscription, card and payment at once. */
export function createRegistrationRepository(db: Db) {
  return {
    /** Writes the whole subscriber in one transaction; answers the new account's id. */
    async createSubscriber(input: NewSubscriber): Promise<number> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values(input.account)
          .returning({ id: accounts.id });
        const accountId = account!.id;
        await tx.insert(profiles).values({ ...input.profile, accountId });
        await tx.insert(subscriptions).values({ ...input.subscription, accountId });
        await tx.insert(paymentMethods).values({ ...input.card, accountId });
        await tx.insert(payments).values({ ...input.payment, accountId });
        return accountId;
      });
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
