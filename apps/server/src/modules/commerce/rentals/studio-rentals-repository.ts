import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  accounts,
  channels,
  payments,
  rentals,
  subscriptionPackages,
  vodProfiles,
  vods,
} from '../../../db/schema.js';
import { queueRefund } from '../../accounts/payments/index.js';
import { containing } from '../packages/index.js';

/** A rental with whose it is and what it is of. */
export type ListedRentalRow = Awaited<ReturnType<ReturnType<typeof listed>>>[number];

const listed = (db: Db) => () =>
  db
    .select({
      rental: rentals,
      email: accounts.email,
      vodTitle: vods.title,
      channelTitle: channels.title,
      profileName: vodProfiles.name,
    })
    .from(rentals)
    .innerJoin(accounts, eq(accounts.id, rentals.accountId))
    .innerJoin(vodProfiles, eq(vodProfiles.id, rentals.profileId))
    .leftJoin(vods, eq(vods.id, rentals.vodId))
    .leftJoin(channels, eq(channels.id, rentals.channelId));

/** Rentals made: a pending one is a rent call still charging, not a rental yet. */
const made = ne(rentals.status, 'pending');

/** The SQL of the studio's rentals, refunds and payment history. */
export function createStudioRentalsRepository(db: Db) {
  const select = listed(db);
  return {
    /** A page of rentals, newest first, whose subscriber's e-mail or title holds `search`. */
    async page(search: string, offset: number, limit: number) {
      const pattern = containing(search);
      const where = search
        ? and(
            made,
            or(
              sql`${accounts.email} ilike ${pattern}`,
              sql`${vods.title} ilike ${pattern}`,
              sql`${channels.title} ilike ${pattern}`,
            ),
          )
        : made;
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(rentals.id)).offset(offset).limit(limit),
        db
          .select({ value: count() })
          .from(rentals)
          .innerJoin(accounts, eq(accounts.id, rentals.accountId))
          .leftJoin(vods, eq(vods.id, rentals.vodId))
          .leftJoin(channels, eq(channels.id, rentals.channelId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async byId(id: number): Promise<ListedRentalRow | undefined> {
      const [row] = await select().where(and(eq(rentals.id, id), made));
      return row;
    },

    async payment(id: number) {
      const [row] = await db
        .select({ payment: payments, packageName: subscriptionPackages.name })
        .from(payments)
        .leftJoin(subscriptionPackages, eq(subscriptionPackages.id, payments.packageId))
        .where(eq(payments.id, id));
      return row;
    },

    /**
     * Ends an active rental as refunded, marks its payment refunded and queues its charge in
     * the refund outbox, in one transaction; false when it was not active (refunded already,
     * or by a call made at the same time).
     */
    refund(id: number, at: Date, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [rental] = await tx
          .update(rentals)
          .set({ status: 'refunded', refundedAt: at })
          .where(and(eq(rentals.id, id), eq(rentals.status, 'active')))
          .returning();
        if (!rental) return false;
        if (rental.paymentId !== null) {
          await tx
            .update(payments)
            .set({ status: 'refunded' })
            .where(eq(payments.id, rental.paymentId));
        }
        if (rental.chargeId !== null) {
          await queueRefund(tx, { chargeId: rental.chargeId, reason }, at);
        }
        return true;
      });
    },

    async accountEmail(accountId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.email;
    },
  };
}

export type StudioRentalsRepository = ReturnType<typeof createStudioRentalsRepository>;
