import { count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import {
  accounts,
  devices,
  profileNames,
  profiles,
  subscriptionPackages,
  subscriptions,
} from '../../../db/schema.js';
import type { AccountRow } from './account-repository.js';

/** What the studio's list shows beside each account of a page. */
export interface SubscriberFacts {
  name: string | null;
  deviceCount: number;
  lastSeenAt: Date | null;
  subscription: { packageName: string; expiresAt: Date; disabledAt: Date | null } | null;
}

/** `text` as a LIKE pattern that finds it anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The SQL of the studio's subscriber list: a search that stays on indexes, and a page's facts. */
export function createSubscriberSearch(db: Db) {
  /**
   * The ids of accounts whose e-mail, username or a profile's names hold the text: one union
   * of three trigram index scans (migration 0015), rather than an OR no index serves.
   */
  function matching(search: string) {
    const pattern = containsPattern(search);
    return union(
      db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.email}) like ${pattern}`),
      db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) like ${pattern}`),
      db
        .select({ id: profiles.accountId })
        .from(profiles)
        .where(sql`${profileNames(profiles)} like ${pattern}`),
    );
  }

  const filterOf = (search: string): SQL | undefined =>
    search ? inArray(accounts.id, matching(search)) : undefined;

  return {
    /** The accounts that match, newest first, one page of them, and how many match in all. */
    async page(
      search: string,
      offset: number,
      limit: number,
    ): Promise<{ rows: AccountRow[]; total: number }> {
      const where = filterOf(search);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .where(where)
          .orderBy(desc(accounts.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    /** Name, devices, last sighting and current subscription of each account, by its id. */
    async factsOf(accountIds: number[]): Promise<Map<number, SubscriberFacts>> {
      const facts = new Map<number, SubscriberFacts>(
        accountIds.map((id) => [
          id,
          { name: null, deviceCount: 0, lastSeenAt: null, subscription: null },
        ]),
      );
      if (accountIds.length === 0) return facts;
      const [names, seen, current] = await Promise.all([
        db
          .selectDistinctOn([profiles.accountId], {
            accountId: profiles.accountId,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
          })
          .from(profiles)
          .where(inArray(profiles.accountId, accountIds))
          .orderBy(profiles.accountId, desc(profiles.isDefault), profiles.id),
        db
          .select({
            accountId: devices.accountId,
            live: sql<number>`count(*) filter (where ${isNull(devices.removedAt)})`.mapWith(Number),
            lastSeenAt: max(devices.lastSeenAt),
          })
          .from(devices)
          .where(inArray(devices.accountId, accountIds))
          .groupBy(devices.accountId),
        db
          .selectDistinctOn([subscriptions.accountId], {
            accountId: subscriptions.accountId,
            packageName: subscriptionPackages.name,
            expiresAt: subscriptions.expiresAt,
            disabledAt: subscriptions.disabledAt,
          })
          .from(subscriptions)
          .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
          .where(inArray(subscriptions.accountId, accountIds))
          .orderBy(
            subscriptions.accountId,
            desc(sql`${subscriptions.disabledAt} is null`),
            desc(subscriptions.expiresAt),
            desc(subscriptions.id),
          ),
      ]);
      for (const row of names) {
        facts.get(row.accountId)!.name = `${row.firstName} ${row.lastName}`.trim() || null;
      }
      for (const row of seen) {
        Object.assign(facts.get(row.accountId)!, {
          deviceCount: row.live,
          lastSeenAt: row.lastSeenAt,
        });
      }
      for (const { accountId, ...subscription } of current) {
        facts.get(accountId)!.subscription = subscription;
      }
      return facts;
    },

    /** Every subscription period of the account, newest first, with its package's name. */
    subscriptionsOf(accountId: number) {
      return db
        .select({ subscription: subscriptions, packageName: subscriptionPackages.name })
        .from(subscriptions)
        .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, subscriptions.packageId))
        .where(eq(subscriptions.accountId, accountId))
        .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id));
    },

    /** The account's profiles, the default first. */
    profilesOf(accountId: number) {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.accountId, accountId))
        .orderBy(desc(profiles.isDefault), profiles.id);
    },
  };
}

export type SubscriberSearch = ReturnType<typeof createSubscriberSearch>;
