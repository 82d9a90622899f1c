import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  paymentMethods,
  payments,
  subscriptionPackages,
  subscriptions,
} from '../../../db/schema.js';

export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;

/** The SQL of packages, subscriptions, payments and saved cards. */
export function createSubscriptionRepository(db: Db) {
  return {
    /** The packages offered to subscribers: not retired. */
    listPackages(): Promise<PackageRow[]> {
      return db
        .select()
        .from(subscriptionPackages)
        .where(isNull(subscriptionPackages.retiredAt))
        .orderBy(asc(subscriptionPackages.priceCents), asc(subscriptionPackages.id));
    },

    /** A package a subscriber may choose: one not retired. */
    async findPackage(id: number): Promise<PackageRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionPackages)
        .where(and(eq(subscriptionPackages.id, id), isNull(subscriptionPackages.retiredAt)))
        .limit(1);
      return row;
    },

    /** The card charged last, to charge again on a change of package. */
    async latestPaymentMethod(accountId: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.accountId, accountId))
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      return row;
    },

    /**
     * A new subscription period, paid: the current subscription is disabled, the new one and
     * its payment are written, all or nothing.
     */
    async replaceSubscription(input: {
      accountId: number;
      packageId: number;
      startsAt: Date;
      expiresAt: Date;
      payment: NewPayment;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ disabledAt: input.startsAt })
          .where(eq(subscriptions.accountId, input.accountId));
        await tx.insert(subscriptions).values({
          accountId: input.accountId,
          packageId: input.packageId,
          startsAt: input.startsAt,
          expiresAt: input.expiresAt,
        });
        await tx.insert(payments).values(input.payment);
      });
    },

    async countPayments(accountId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(payments)
        .where(eq(payments.accountId, accountId));
      return row?.value ?? 0;
    },

    /** One page of the account's payments, newest first, with the package name. */
    listPayments(accountId: number, offset: number, limit: number) {
      return db
        .select({ payment: payments, packageName: subscriptionPackages.name })
        .from(payments)
        .leftJoin(subscriptionPackages, eq(subscriptionPackages.id, payments.packageId))
        .where(eq(payments.accountId, accountId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
