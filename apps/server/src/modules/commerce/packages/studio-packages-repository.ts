import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { subscriptionPackages, subscriptions } from '../../../db/schema.js';

export type PackageRow = typeof subscriptionPackages.$inferSelect;
/** A package with how many subscriptions were taken of it. */
export type CountedPackageRow = PackageRow & { subscriptions: number };
export type PackageFields = Omit<typeof subscriptionPackages.$inferInsert, 'id' | 'retiredAt'>;

/** The SQL of the studio's packages. */
export function createStudioPackagesRepository(db: Db) {
  const counted = () =>
    db
      .select({ ...getTableColumns(subscriptionPackages), subscriptions: count(subscriptions.id) })
      .from(subscriptionPackages)
      .leftJoin(subscriptions, eq(subscriptions.packageId, subscriptionPackages.id))
      .groupBy(subscriptionPackages.id);
  return {
    /** Every package, retired ones too, cheapest first. */
    list(): Promise<CountedPackageRow[]> {
      return counted().orderBy(asc(subscriptionPackages.priceCents), asc(subscriptionPackages.id));
    },

    async byId(id: number): Promise<CountedPackageRow | undefined> {
      const [row] = await counted().where(eq(subscriptionPackages.id, id));
      return row;
    },

    async insert(fields: PackageFields): Promise<number> {
      const [row] = await db
        .insert(subscriptionPackages)
        .values(fields)
        .returning({ id: subscriptionPackages.id });
      return row!.id;
    },

    /** Whether the package was there to change. */
    async update(id: number, fields: Partial<PackageRow>): Promise<boolean> {
      const rows = await db
        .update(subscriptionPackages)
        .set(fields)
        .where(eq(subscriptionPackages.id, id))
        .returning({ id: subscriptionPackages.id });
      return rows.length > 0;
    },
  };
}

export type StudioPackagesRepository = ReturnType<typeof createStudioPackagesRepository>;
