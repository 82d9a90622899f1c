import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, payments, rentals } from '../../db/schema.js';
import type { NewPayment } from '../account/subscription-repository.js';

export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = Omit<typeof rentals.$inferInsert, 'id' | 'paymentId'>;

/** A profile the account may watch until `expiresAt` (null: bought, for good). */
export interface OwnedProfile {
  profileId: number;
  expiresAt: Date | null;
}

type Executor = Pick<Db, 'select' | 'insert'>;

/** Rentals of the account that still run at `at`: purchases and unexpired rentals. */
const running = (accountId: number, at: Date) =>
  and(eq(rentals.accountId, accountId), or(isNull(rentals.expiresAt), gt(rentals.expiresAt, at)));

/** Reads and writes of one account's rentals, inside its lock (see `serialised`). */
function rentalStore(tx: Executor, accountId: number) {
  return {
    /** The rental of this profile that runs longest at `at`, if any. */
    async runningRental(profileId: number, at: Date): Promise<RentalRow | undefined> {
      const [row] = await tx
        .select()
        .from(rentals)
        .where(and(running(accountId, at), eq(rentals.profileId, profileId)))
        .orderBy(sql`${rentals.expiresAt} desc nulls first`)
        .limit(1);
      return row;
    },

    /** Writes the rental, and its payment when something was charged. */
    async insert(rental: NewRental, payment: NewPayment | null): Promise<RentalRow> {
      let paymentId: number | null = null;
      if (payment) {
        const [paid] = await tx.insert(payments).values(payment).returning({ id: payments.id });
        paymentId = paid!.id;
      }
      const [row] = await tx
        .insert(rentals)
        .values({ ...rental, paymentId })
        .returning();
      return row!;
    },
  };
}

export type RentalStore = ReturnType<typeof rentalStore>;

/** The SQL of rentals and purchases of playback profiles. */
export function createRentalRepository(db: Db) {
  return {
    /** The profiles the account rented or bought that still run at `at`. */
    async ownedProfiles(accountId: number, at: Date): Promise<OwnedProfile[]> {
      return db
        .select({ profileId: rentals.profileId, expiresAt: rentals.expiresAt })
        .from(rentals)
        .where(running(accountId, at));
    },

    /**
     * Runs `work` in a transaction that holds the account's row lock, so rent calls of one
     * account run one after another, on every instance: a duplicate call waits for the first
     * and then finds its rental. Inside, only `store` may touch the database.
     */
    serialised<T>(accountId: number, work: (store: RentalStore) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, accountId))
          .for('update');
        return work(rentalStore(tx, accountId));
      });
    },
  };
}

export type RentalRepository = ReturnType<typeof createRentalRepository>;
