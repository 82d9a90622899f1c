import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  accounts,
  profiles,
  sessions,
  subscriptionPackages,
  subscriptions,
} from '../../../db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = Omit<typeof profiles.$inferInsert, 'id' | 'createdAt'>;
export type ProfileChanges = Partial<Omit<NewProfile, 'accountId' | 'isDefault'>>;
export type SubscriptionWithPackage = {
  subscription: typeof subscriptions.$inferSelect;
  package: typeof subscriptionPackages.$inferSelect;
};

/** The SQL of accounts and profiles, and the account's current subscription. */
export function createAccountRepository(db: Db) {
  return {
    /** The account whose e-mail or username this is, in any letter case. */
    async findByIdentifier(identifier: string): Promise<AccountRow | undefined> {
      const lowered = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(accounts)
        .where(
          or(
            eq(sql`lower(${accounts.email})`, lowered),
            eq(sql`lower(${accounts.username})`, lowered),
          ),
        )
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** Whether an account already uses this e-mail, or this text as its username. */
    async isEmailOrUsernameTaken(email: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          or(
            eq(sql`lower(${accounts.email})`, email.toLowerCase()),
            eq(sql`lower(${accounts.username})`, username.toLowerCase()),
          ),
        )
        .limit(1);
      return !!row;
    },

    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },

    async setPasswordHash(accountId: number, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    },

    async setPurchasePinHash(accountId: number, purchasePinHash: string): Promise<void> {
      await db.update(accounts).set({ purchasePinHash }).where(eq(accounts.id, accountId));
    },

    async findProfile(id: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    },

    /** A profile of this account, or nothing when it belongs to another. */
    async findOwnProfile(accountId: number, id: number): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, id), eq(profiles.accountId, accountId)))
        .limit(1);
      return row;
    },

    async defaultProfile(accountId: number): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(desc(profiles.isDefault), asc(profiles.id))
        .limit(1);
      return row;
    },

    async countProfiles(accountId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(profiles)
        .where(eq(profiles.accountId, accountId));
      return row?.value ?? 0;
    },

    /** The account's profiles, the default first, then in the order they were made. */
    async listProfiles(accountId: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(desc(profiles.isDefault), asc(profiles.id));
    },

    /**
     * Deletes a profile with everything it kept (cascades), in one transaction: its sessions
     * move to `heir` rather than end, and `heir` becomes the default if the profile was.
     */
    async deleteProfile(id: number, heir: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ profileId: heir }).where(eq(sessions.profileId, id));
        const [gone] = await tx
          .delete(profiles)
          .where(eq(profiles.id, id))
          .returning({ isDefault: profiles.isDefault });
        if (gone?.isDefault) {
          await tx.update(profiles).set({ isDefault: true }).where(eq(profiles.id, heir));
        }
      });
    },

    async createProfile(values: NewProfile): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values(values).returning();
      return row!;
    },

    async updateProfile(id: number, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      if (Object.keys(changes).length === 0) return this.findProfile(id);
      const [row] = await db.update(profiles).set(changes).where(eq(profiles.id, id)).returning();
      return row;
    },

    /** The account's subscription: the newest one not disabled, expired or not. */
    async latestSubscription(accountId: number): Promise<SubscriptionWithPackage | undefined> {
      const [row] = await db
        .select({ subscription: subscriptions, package: subscriptionPackages })
        .from(subscriptions)
        .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
        .where(eq(subscriptions.accountId, accountId))
        .orderBy(
          desc(sql`${subscriptions.disabledAt} is null`),
          desc(subscriptions.expiresAt),
          desc(subscriptions.id),
        )
        .limit(1);
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
