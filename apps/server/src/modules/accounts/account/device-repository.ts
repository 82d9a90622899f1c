import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../clock.js';
import { onNotice, type ChangeNotices } from '../../../cluster/index.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo, thenForget } from '../../../read-memo.js';
import { DEFAULT_MATURITY_CEILING } from '@marquee/contract';
import { devices, profiles, sessions } from '../../../db/schema.js';

export type DeviceRow = typeof devices.$inferSelect;

/** A session behind a token hash, with what decides whether it still works. */
export interface SessionRow {
  sessionId: number;
  accountId: number;
  deviceId: number;
  profileId: number;
  /** The profile's maturity ceiling when it is a kids profile; null otherwise. */
  maturityCeiling: string | null;
  lastUsedAt: Date;
  revokedAt: Date | null;
  deviceRemovedAt: Date | null;
}

/** The SQL of devices and their sessions. */
export function createDeviceRepository(db: Db) {
  return {
    /**
     * Whether a device may still play: it is not removed and has a session that was not
     * revoked (logout, removal and a password reset revoke them). The media origin asks.
     */
    async isLive(deviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(
          and(
            eq(devices.id, deviceId),
            isNull(devices.removedAt),
            exists(
              db
                .select({ id: sessions.id })
                .from(sessions)
                .where(and(eq(sessions.deviceId, devices.id), isNull(sessions.revokedAt))),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The device with this UID, brought back to life if it was removed, or a new one. */
    async upsertDevice(input: {
      accountId: number;
      uid: string;
      model: string;
      appVersion: string;
      now: Date;
    }): Promise<DeviceRow> {
      const { now, ...values } = input;
      const [existing] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.accountId, input.accountId), eq(devices.uid, input.uid)))
        .orderBy(desc(devices.id))
        .limit(1);
      if (existing) {
        const [updated] = await db
          .update(devices)
          .set({
            model: input.model,
            appVersion: input.appVersion,
            lastSeenAt: now,
            removedAt: null,
          })
          .where(eq(devices.id, existing.id))
          .returning();
        return updated!;
      }
      const [created] = await db
        .insert(devices)
        .values({ ...values, createdAt: now, lastSeenAt: now })
        .returning();
      return created!;
    },

    async findDevice(id: number): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
      return row;
    },

    /** The account's devices that were not removed, most recently seen first. */
    listDevices(accountId: number): Promise<DeviceRow[]> {
      return db
        .select()
        .from(devices)
        .where(and(eq(devices.accountId, accountId), isNull(devices.removedAt)))
        .orderBy(desc(devices.lastSeenAt), desc(devices.id));
    },

    /** Marks the device removed, voids its re-login key and revokes its sessions. */
    async removeDevice(accountId: number, deviceId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .update(devices)
          .set({ removedAt: now, reloginKeyHash: null, reloginKeyIssuedAt: null })
          .where(
            and(
              eq(devices.id, deviceId),
              eq(devices.accountId, accountId),
              isNull(devices.removedAt),
            ),
          )
          .returning({ id: devices.id });
        if (removed.length === 0) return false;
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    async setReloginKey(deviceId: number, keyHash: string, now: Date): Promise<void> {
      await db
        .update(devices)
        .set({ reloginKeyHash: keyHash, reloginKeyIssuedAt: now })
        .where(eq(devices.id, deviceId));
    },

    /** Swaps the key only if it is still `oldHash`: of two uses of one key, one wins. */
    async rotateReloginKey(
      deviceId: number,
      oldHash: string,
      newHash: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(devices)
        .set({ reloginKeyHash: newHash, reloginKeyIssuedAt: now, lastSeenAt: now })
        .where(and(eq(devices.id, deviceId), eq(devices.reloginKeyHash, oldHash)))
        .returning({ id: devices.id });
      return rows.length > 0;
    },

    async clearReloginKey(deviceId: number): Promise<void> {
      await db
        .update(devices)
        .set({ reloginKeyHash: null, reloginKeyIssuedAt: null })
        .where(eq(devices.id, deviceId));
    },

    async findByReloginKey(keyHash: string): Promise<DeviceRow | undefined> {
      const [row] = await db
        .select()
        .from(devices)
        .where(eq(devices.reloginKeyHash, keyHash))
        .limit(1);
      return row;
    },

    async createSession(input: {
      tokenHash: string;
      accountId: number;
      deviceId: number;
      profileId: number;
      now: Date;
    }): Promise<void> {
      const { now, ...values } = input;
      await db.insert(sessions).values({ ...values, createdAt: now, lastUsedAt: now });
    },

    /** The session behind a token hash, live or not; the caller decides what it may do. */
    async findSession(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          accountId: sessions.accountId,
          deviceId: sessions.deviceId,
          profileId: sessions.profileId,
          maturityCeiling: sql<string | null>`case when ${profiles.isKids}
            then coalesce(${profiles.maturityCeiling}, ${DEFAULT_MATURITY_CEILING}) end`,
          lastUsedAt: sessions.lastUsedAt,
          revokedAt: sessions.revokedAt,
          deviceRemovedAt: devices.removedAt,
        })
        .from(sessions)
        .innerJoin(devices, eq(devices.id, sessions.deviceId))
        .innerJoin(profiles, eq(profiles.id, sessions.profileId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** The profile of the device's newest session, which a re-login continues with. */
    async lastProfileOf(deviceId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ profileId: sessions.profileId })
        .from(sessions)
        .where(eq(sessions.deviceId, deviceId))
        .orderBy(desc(sessions.id))
        .limit(1);
      return row?.profileId;
    },

    /** Makes `profileId` the session's profile: every call from then on is that profile's. */
    async setSessionProfile(sessionId: number, profileId: number): Promise<void> {
      await db.update(sessions).set({ profileId }).where(eq(sessions.id, sessionId));
    },

    async touchSession(sessionId: number, deviceId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
      await db.update(devices).set({ lastSeenAt: now }).where(eq(devices.id, deviceId));
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;

/**
 * Revokes every session of the account and voids every re-login key (after a password
 * change), on `tx`: the transaction that changes the password. Answers the devices that had a
 * live session, to send them force-logout. Memoised sessions must be forgotten after the commit.
 */
export async function revokeAccountSessions(
  tx: Pick<Db, 'update'>,
  accountId: number,
  now: Date,
): Promise<number[]> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ deviceId: sessions.deviceId });
  await tx
    .update(devices)
    .set({ reloginKeyHash: null, reloginKeyIssuedAt: null })
    .where(eq(devices.accountId, accountId));
  return [...new Set(revoked.map((row) => row.deviceId))];
}

const SESSION_MEMO_CAPACITY = 50_000;

/** Device SQL with memoised session lookups, and a way to forget them. */
export type MemoisedDeviceRepository = DeviceRepository & {
  /** Forgets every memoised session, after a write elsewhere revoked some. */
  forgetSessions(): void;
};

/**
 * The repository with session lookups memoised (read-memo.ts), since every call makes one.
 * Whatever revokes a session here forgets them all, and so must whatever revokes them
 * elsewhere (a password reset), so no instance lets a revoked token through: the forget is a
 * change notice (cluster/change-notices.ts), heard by every instance at once.
 */
export function withSessionMemo(
  devices: DeviceRepository,
  now: Clock,
  notices: ChangeNotices,
): MemoisedDeviceRepository {
  const memo = createReadMemo((tokenHash: string) => devices.findSession(tokenHash), {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: SESSION_MEMO_CAPACITY,
    now: () => now().getTime(),
  });
  onNotice(notices, 'sessions-revoked', memo.clear, memo.clear);
  const forgetAll = () => notices.publish({ kind: 'sessions-revoked' });
  return {
    ...devices,
    findSession: memo.get,
    removeDevice: thenForget(
      (accountId: number, deviceId: number, at: Date) =>
        devices.removeDevice(accountId, deviceId, at),
      forgetAll,
    ),
    revokeSession: thenForget(
      (sessionId: number, at: Date) => devices.revokeSession(sessionId, at),
      forgetAll,
    ),
    setSessionProfile: thenForget(
      (sessionId: number, profileId: number) => devices.setSessionProfile(sessionId, profileId),
      forgetAll,
    ),
    forgetSessions: forgetAll,
  };
}
