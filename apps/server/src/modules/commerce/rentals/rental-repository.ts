import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, payments, rentals } from '../../../db/schema.js';
import type { NewPayment } from '../../accounts/account/index.js';
import { queueRefund } from '../../accounts/payments/index.js';

export type RentalRow = typeof rentals.$inferSelect;
/** What a rent call writes before it charges: the rental as asked, not yet active. */
export type NewPendingRental = Omit<
  typeof rentals.$inferInsert,
  'id' | 'paymentId' | 'status' | 'chargeId' | 'expiresAt'
>;

/** A profile the account may watch until `expiresAt` (null: bought, for good). */
export interface OwnedProfile {
  profileId: number;
  expiresAt: Date | null;
}

/** What `claim` found: the account's rental of the profile, or the pending one it wrote. */
export type Claim = { claimed: true; rental: RentalRow } | { claimed: false; rental: RentalRow };

/** Active rentals of the account that still run at `at`: purchases and unexpired rentals. */
const running = (accountId: number, at: Date) =>
  and(
    eq(rentals.accountId, accountId),
    eq(rentals.status, 'active'),
    or(isNull(rentals.expiresAt), gt(rentals.expiresAt, at)),
  );

const pendingRental = (id: number) => and(eq(rentals.id, id), eq(rentals.status, 'pending'));

/**
 * The SQL of rentals and purchases of playback profiles. A rent call goes claim (a pending
 * row), charge (no transaction open), then confirm, or release when it is not kept.
 */
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
     * The rental of this profile that runs at `at` (the longest), else the pending one; when
     * there is neither, writes `pending` and answers it as claimed. A short transaction holds
     * the account's row lock, so a duplicate call on any instance finds one or the other, and
     * the unique index on pending rows backs it.
     */
    claim(pending: NewPendingRental, at: Date): Promise<Claim> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, pending.accountId))
          .for('update');
        const [found] = await tx
          .select()
          .from(rentals)
          .where(
            and(
              eq(rentals.accountId, pending.accountId),
              eq(rentals.profileId, pending.profileId),
              or(running(pending.accountId, at), eq(rentals.status, 'pending')),
            ),
          )
          .orderBy(sql`${rentals.status} = 'active' desc, ${rentals.expiresAt} desc nulls first`)
          .limit(1);
        if (found) return { claimed: false, rental: found };
        const [written] = await tx
          .insert(rentals)
          .values({ ...pending, status: 'pending' })
          .returning();
        return { claimed: true, rental: written! };
      });
    },

    /** The rental, as it is now; undefined once removed. */
    async find(id: number): Promise<RentalRow | undefined> {
      const [row] = await db.select().from(rentals).where(eq(rentals.id, id));
      return row;
    },

    /** Notes the approved charge on the pending rental; false when the rental was swept. */
    async recordCharge(id: number, chargeId: string): Promise<boolean> {
      const updated = await db
        .update(rentals)
        .set({ chargeId })
        .where(pendingRental(id))
        .returning({ id: rentals.id });
      return updated.length > 0;
    },

    /**
     * Makes the pending rental active from `startsAt` until `expiresAt`, with its payment when
     * something was charged, in one transaction. Fails when it is no longer pending (swept).
     */
    confirm(
      id: number,
      period: { startsAt: Date; expiresAt: Date | null },
      payment: NewPayment | null,
    ): Promise<RentalRow> {
      return db.transaction(async (tx) => {
        let paymentId: number | null = null;
        if (payment) {
          const [paid] = await tx.insert(payments).values(payment).returning({ id: payments.id });
          paymentId = paid!.id;
        }
        const [row] = await tx
          .update(rentals)
          .set({ ...period, status: 'active', paymentId })
          .where(pendingRental(id))
          .returning();
        if (!row) throw new Error(`Rental ${id} was no longer pending when it was confirmed.`);
        return row;
      });
    },

    /** Removes the pending rental (declined, or not kept); whether it was still there. */
    async release(id: number): Promise<boolean> {
      const removed = await db
        .delete(rentals)
        .where(pendingRental(id))
        .returning({ id: rentals.id });
      return removed.length > 0;
    },

    /**
     * Removes the rentals pending since before `cutoff` (their call crashed or hung), and in
     * the same transaction queues a refund for each charge one of them recorded.
     */
    sweepAbandoned(cutoff: Date, at: Date): Promise<RentalRow[]> {
      return db.transaction(async (tx) => {
        const swept = await tx
          .delete(rentals)
          .where(and(eq(rentals.status, 'pending'), lt(rentals.startsAt, cutoff)))
          .returning();
        for (const rental of swept) {
          if (rental.chargeId === null) continue;
          await queueRefund(
            tx,
            { chargeId: rental.chargeId, reason: `rental ${rental.id} abandoned while pending` },
            at,
          );
        }
        return swept;
      });
    },
  };
}

export type RentalRepository = ReturnType<typeof createRentalRepository>;
