import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  devices,
  profiles,
  sessions,
  subscriptionPackages,
  subscriptions,
} from '../../db/schema.js';

export type AccountRow = typeof accounts.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type SubscriptionWithPackage = {
  subscription: typeof subscriptions.$inferSelect;
  package: typeof subscriptionPackages.$inferSelect;
};

/** The SQL of accounts, profiles, devices, sessions and subscriptions. */
export function createAccountRepository(db: Db) {
  return {
    async findByIdentifier(identifier: string): Promise<AccountRow | undefined> {
      const lowered = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(accounts)
        .where(or(eq(sql`lower(${accounts.email})`, lowered), eq(accounts.username, identifier)))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return row;
    },

    async findProfile(id: number): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row;
    },

    async defaultProfile(accountId: number): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(desc(profiles.isDefault), profiles.id)
        .limit(1);
      return row;
    },

    /** The newest subscription of the account, expired or not. */
    async latestSubscription(accountId: number): Promise<SubscriptionWithPackage | undefined> {
      const [row] = await db
        .select({ subscription: subscriptions, package: subscriptionPackages })
        .from(subscriptions)
        .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
        .where(eq(subscriptions.accountId, accountId))
        .orderBy(desc(subscriptions.expiresAt))
        .limit(1);
      return row;
    },

    /** The device with this UID, brought back to life if it was removed, or a new one. */
    async upsertDevice(input: {
      accountId: number;
      uid: string;
      model: string;
      appVersion: string;
    }): Promise<DeviceRow> {
      const [existing] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.accountId, input.accountId), eq(devices.uid, input.uid)))
        .limit(1);
      if (existing) {
        const [updated] = await db
          .update(devices)
          .set({
            model: input.model,
            appVersion: input.appVersion,
            lastSeenAt: new Date(),
            removedAt: null,
          })
          .where(eq(devices.id, existing.id))
          .returning();
        return updated!;
      }
      const [created] = await db.insert(devices).values(input).returning();
      return created!;
    },

    async createSession(input: {
      tokenHash: string;
      accountId: number;
      deviceId: number;
      profileId: number;
    }): Promise<void> {
      await db.insert(sessions).values(input);
    },

    /** The live session behind a token hash: not revoked, on a device not removed. */
    async findActiveSession(tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          accountId: sessions.accountId,
          deviceId: sessions.deviceId,
          profileId: sessions.profileId,
        })
        .from(sessions)
        .innerJoin(devices, eq(devices.id, sessions.deviceId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            isNull(devices.removedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async revokeSession(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async findDevice(id: number): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
