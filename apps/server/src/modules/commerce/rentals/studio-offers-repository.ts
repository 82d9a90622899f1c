import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  rentals,
  subscriptionPackages,
  vodProfiles,
  vodSources,
  type Pricing,
} from '../../../db/schema.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue/index.js';

/** A title's profile as the studio reads it, with what it plays and its running rentals. */
export interface OfferRow {
  id: number;
  vodId: number | null;
  name: string;
  code: string;
  businessModel: string;
  pricing: Pricing[];
  sourceUrl: string | null;
  activeRentals: number;
}

/** The columns an operator writes. */
export type OfferColumns = Pick<OfferRow, 'name' | 'code' | 'businessModel' | 'pricing'>;

/**
 * The SQL of the studio's profiles of titles. Every write bumps the catalogue version in its
 * transaction, so that subscribers' lists and details show the new prices at once.
 */
export function createStudioOffersRepository(db: Db) {
  const running = (at: Date) =>
    and(
      eq(rentals.profileId, vodProfiles.id),
      eq(rentals.status, 'active'),
      or(isNull(rentals.expiresAt), gt(rentals.expiresAt, at)),
    );
  const select = (at: Date) =>
    db
      .select({
        id: vodProfiles.id,
        vodId: vodProfiles.vodId,
        name: vodProfiles.name,
        code: vodProfiles.code,
        businessModel: vodProfiles.businessModel,
        pricing: vodProfiles.pricing,
        sourceUrl: vodSources.url,
        activeRentals: sql<number>`(select ${count()}::int from ${rentals} where ${running(at)})`,
      })
      .from(vodProfiles)
      .leftJoin(vodSources, eq(vodSources.profileId, vodProfiles.id));

  return {
    forTitle: (vodId: number, at: Date): Promise<OfferRow[]> =>
      select(at).where(eq(vodProfiles.vodId, vodId)).orderBy(asc(vodProfiles.id)),

    async byId(id: number, at: Date): Promise<OfferRow | undefined> {
      const [row] = await select(at).where(
        and(eq(vodProfiles.id, id), sql`${vodProfiles.vodId} is not null`),
      );
      return row;
    },

    /** The currency prices are charged in: the subscription packages'. */
    async currency(fallback: string): Promise<string> {
      const [row] = await db
        .select({ code: subscriptionPackages.currencyCode })
        .from(subscriptionPackages)
        .orderBy(asc(subscriptionPackages.id))
        .limit(1);
      return row?.code ?? fallback;
    },

    /** Whether another profile of the title has this code. */
    async codeTaken(vodId: number, code: string, except?: number): Promise<boolean> {
      const rows = await db
        .select({ id: vodProfiles.id })
        .from(vodProfiles)
        .where(and(eq(vodProfiles.vodId, vodId), eq(vodProfiles.code, code)));
      return rows.some((row) => row.id !== except);
    },

    /** A new profile playing what the title's first profile plays, if anything. Its id. */
    insert: (vodId: number, columns: OfferColumns): Promise<number> =>
      db.transaction(async (tx) => {
        const [playing] = await tx
          .select({ url: vodSources.url, thumbnailsUrl: vodSources.thumbnailsUrl })
          .from(vodSources)
          .innerJoin(vodProfiles, eq(vodProfiles.id, vodSources.profileId))
          .where(eq(vodProfiles.vodId, vodId))
          .orderBy(asc(vodProfiles.id))
          .limit(1);
        const [made] = await tx
          .insert(vodProfiles)
          .values({ vodId, ...columns })
          .returning({ id: vodProfiles.id });
        if (playing) await tx.insert(vodSources).values({ profileId: made!.id, ...playing });
        await bumpCatalogueVersion(tx);
        return made!.id;
      }),

    update: (id: number, columns: OfferColumns): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.update(vodProfiles).set(columns).where(eq(vodProfiles.id, id));
        await bumpCatalogueVersion(tx);
      }),

    remove: (id: number): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.delete(vodProfiles).where(eq(vodProfiles.id, id));
        await bumpCatalogueVersion(tx);
      }),
  };
}

export type StudioOffersRepository = ReturnType<typeof createStudioOffersRepository>;
