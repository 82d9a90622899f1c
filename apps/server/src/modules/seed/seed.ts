import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  genres,
  paymentMethods,
  payments,
  profiles,
  seasons,
  settings,
  showGenres,
  showShowTypes,
  shows,
  showTypes,
  subscriptionPackages,
  subscriptions,
  vodGenres,
  vodProfiles,
  vodShowTypes,
  vodSources,
  vods,
} from '../../db/schema.js';
import { CONFIGURATION_KEY } from '../configuration/configuration-routes.js';
import { defaultConfiguration } from '../configuration/default-configuration.js';
import { hashSecret } from '../account/tokens.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version.js';
import { searchText } from '../catalogue/search-text.js';
import { generateDemoCatalogue, type DemoFilm } from './demo-catalogue.js';
import { insertDemoCampaigns, planDemoCampaigns } from './demo-campaigns.js';
import { planDemoCuration } from './demo-curation.js';
import { episodeProfiles, filmProfiles, type DemoProfile } from './demo-profiles.js';
import { insertDemoSubtitles, planDemoSubtitles } from './demo-subtitles.js';
import { insertDemoCuration, type SeededIds } from './seed-curation.js';

/** The demo subscriber; the README and `npm start` show these credentials. */
export const DEMO_ACCOUNT = {
  email: 'demo@marquee.local',
  username: 'demo',
  password: 'marquee',
  parentalPin: '1234',
  purchasePin: '12345',
} as const;

/** A second subscriber whose subscription ran out, for the renewal and expired flows. */
export const EXPIRED_ACCOUNT = {
  email: 'expired@marquee.local',
  username: 'expired',
  password: 'marquee',
  parentalPin: '1234',
  purchasePin: '12345',
} as const;

/** The sandbox card the demo accounts paid with; a change of package charges it again. */
const DEMO_CARD = { gatewayRef: 'sandbox_card_Visa_4242_5eed0000', brand: 'Visa', last4: '4242' };

export const DEMO_MEDIA = {
  /** Both renditions (360p and 720p): HD and the rented qualities. */
  film: '/media/vod/demo/master.m3u8',
  /** The 360p rendition alone: SD profiles. */
  filmSd: '/media/vod/demo/sd.m3u8',
  trailer: '/media/vod/trailer/master.m3u8',
} as const;

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the demo service when the database has no account yet; says whether it did. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(accounts);
  if ((row?.value ?? 0) > 0) return false;
  await seedDemoData(db, { now });
  return true;
}

/**
 * Branding, packages, the demo accounts, a generated catalogue and the operator's curation
 * (slides, lists, banners, pages), in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: { films?: number; shows?: number; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const catalogue = generateDemoCatalogue({
    films: options.films,
    shows: options.shows,
    baseDate: now,
  });
  // Both demo accounts share the password and PINs, so three hashes serve them both.
  const [passwordHash, pinHash, purchasePinHash] = await Promise.all([
    hashSecret(DEMO_ACCOUNT.password),
    hashSecret(DEMO_ACCOUNT.parentalPin),
    hashSecret(DEMO_ACCOUNT.purchasePin),
  ]);
  const secrets = { passwordHash, pinHash, purchasePinHash };

  await db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: CONFIGURATION_KEY, value: defaultConfiguration });
    await bumpCatalogueVersion(tx);

    const packageIds = idsOf(
      await tx
        .insert(subscriptionPackages)
        .values(
          catalogue.packages.map((pkg) => ({
            name: pkg.name,
            priceCents: Math.round(pkg.subscription_price * 100),
            currencyCode: pkg.currency_code,
            description: pkg.description,
          })),
        )
        .returning({ id: subscriptionPackages.id }),
    );
    const genreIds = idsOf(
      await tx
        .insert(genres)
        .values(catalogue.genres.map(({ name }) => ({ name })))
        .returning({ id: genres.id }),
    );
    const showTypeIds = idsOf(
      await tx
        .insert(showTypes)
        .values(catalogue.showTypes.map(({ name }) => ({ name })))
        .returning({ id: showTypes.id }),
    );
    const genreId = (demoId: number) => genreIds[demoId - 1]!;
    const showTypeId = (demoId: number) => showTypeIds[demoId - 1]!;

    const packages = catalogue.packages.map((pkg, index) => ({ ...pkg, id: packageIds[index]! }));
    // The richest package: the demo shows everything a subscriber can have.
    const demo = await insertSubscriber(
      tx,
      DEMO_ACCOUNT,
      'Demo',
      secrets,
      packages.at(-1)!,
      now,
      30,
      365,
    );
    // Paid 60 days ago for 30 days: expired a month ago.
    await insertSubscriber(tx, EXPIRED_ACCOUNT, 'Expired', secrets, packages[0]!, now, 60, -30);

    const filmIds = idsOf(
      await tx
        .insert(vods)
        .values(
          catalogue.films.map((film) => ({
            type: 0,
            ...titleColumns(film),
            runtime: film.runtime,
            trailerUrl: DEMO_MEDIA.trailer,
          })),
        )
        .returning({ id: vods.id }),
    );
    await insertRelations(tx, catalogue.films, filmIds, genreId, showTypeId);
    await insertProfiles(
      tx,
      filmIds.flatMap((vodId, index) => profileRows(vodId, filmProfiles(index))),
    );

    const ids: SeededIds = { films: filmIds, shows: [], episodes: [] };
    for (const [showIndex, show] of catalogue.shows.entries()) {
      const [showRow] = await tx
        .insert(shows)
        .values({ ...titleColumns(show), writers: show.writers, trailerUrl: DEMO_MEDIA.trailer })
        .returning({ id: shows.id });
      const showId = showRow!.id;
      ids.shows.push(showId);
      ids.episodes.push([]);
      if (show.genre_ids.length > 0) {
        await tx
          .insert(showGenres)
          .values(show.genre_ids.map((id) => ({ showId, genreId: genreId(id) })));
      }
      if (show.show_type_ids.length > 0) {
        await tx
          .insert(showShowTypes)
          .values(show.show_type_ids.map((id) => ({ showId, showTypeId: showTypeId(id) })));
      }
      for (const season of show.seasons) {
        const [seasonRow] = await tx
          .insert(seasons)
          .values({ showId, number: season.number, name: season.name, year: show.year })
          .returning({ id: seasons.id });
        const episodeIds = idsOf(
          await tx
            .insert(vods)
            .values(
              season.episodes.map((episode) => ({
                type: 1,
                ...titleColumns(show),
                title: episode.title,
                searchText: searchText(episode.title),
                description: episode.synopsis,
                runtime: episode.runtime,
                showId,
                seasonId: seasonRow!.id,
                episodeNumber: episode.number,
                // Each season's opener has a trailer; the others show the no-trailer path.
                trailerUrl: episode.number === 1 ? DEMO_MEDIA.trailer : null,
              })),
            )
            .returning({ id: vods.id }),
        );
        await insertRelations(
          tx,
          episodeIds.map(() => show),
          episodeIds,
          genreId,
          showTypeId,
        );
        ids.episodes[showIndex]!.push(episodeIds);
        await insertProfiles(
          tx,
          episodeIds.flatMap((vodId, index) =>
            profileRows(vodId, episodeProfiles(showIndex, season.episodes[index]!.number)),
          ),
        );
      }
    }

    await insertDemoCuration(tx, planDemoCuration(catalogue), ids, demo, now);
    await insertDemoCampaigns(tx, planDemoCampaigns(catalogue), ids);
    await insertDemoSubtitles(tx, planDemoSubtitles(catalogue), ids);
  });
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A demo subscriber with a default profile, a subscription from `startedDaysAgo` to
 * `expiresInDays` from now, the sandbox card and the payment for it.
 */
async function insertSubscriber(
  tx: Tx,
  who: typeof DEMO_ACCOUNT | typeof EXPIRED_ACCOUNT,
  firstName: string,
  secrets: { passwordHash: string; pinHash: string; purchasePinHash: string },
  pkg: { id: number; name: string; subscription_price: number; currency_code: string },
  now: Date,
  startedDaysAgo: number,
  expiresInDays: number,
): Promise<{ accountId: number; profileId: number }> {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: who.email,
      username: who.username,
      passwordHash: secrets.passwordHash,
      purchasePinHash: secrets.purchasePinHash,
    })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  const startsAt = new Date(now.getTime() - startedDaysAgo * DAY);
  const [profile] = await tx
    .insert(profiles)
    .values({
      accountId,
      name: firstName,
      firstName,
      lastName: 'Viewer',
      sex: 0,
      age: 34,
      pinHash: secrets.pinHash,
      isDefault: true,
    })
    .returning({ id: profiles.id });
  await tx.insert(subscriptions).values({
    accountId,
    packageId: pkg.id,
    startsAt,
    expiresAt: new Date(now.getTime() + expiresInDays * DAY),
  });
  await tx.insert(paymentMethods).values({ accountId, ...DEMO_CARD });
  await tx.insert(payments).values({
    accountId,
    packageId: pkg.id,
    description: `${pkg.name} subscription`,
    amountCents: Math.round(pkg.subscription_price * 100),
    currencyCode: pkg.currency_code,
    status: 'paid',
    cardBrand: DEMO_CARD.brand,
    cardLast4: DEMO_CARD.last4,
    gatewayRef: 'sandbox_ch_demo',
    createdAt: startsAt,
  });
  return { accountId, profileId: profile!.id };
}

function titleColumns(title: Omit<DemoFilm, 'runtime'>) {
  return {
    title: title.title,
    searchText: searchText(title.title),
    year: title.year,
    description: title.synopsis,
    rating: title.rating,
    parentalCode: title.parental_rating.code,
    requirePin: title.parental_rating.require_pin,
    censorshipAllowed: title.censorship_allowed,
    actors: title.cast,
    artHue: title.poster_hue,
    createdAt: title.created_at,
  };
}

/** The new ids of a multi-row INSERT ... RETURNING, in the order of its rows. */
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

async function insertRelations(
  tx: Tx,
  titles: { genre_ids: number[]; show_type_ids: number[] }[],
  ids: number[],
  genreId: (demoId: number) => number,
  showTypeId: (demoId: number) => number,
): Promise<void> {
  const genreRows = titles.flatMap((title, index) =>
    title.genre_ids.map((id) => ({ vodId: ids[index]!, genreId: genreId(id) })),
  );
  const showTypeRows = titles.flatMap((title, index) =>
    title.show_type_ids.map((id) => ({ vodId: ids[index]!, showTypeId: showTypeId(id) })),
  );
  if (genreRows.length > 0) await tx.insert(vodGenres).values(genreRows);
  if (showTypeRows.length > 0) await tx.insert(vodShowTypes).values(showTypeRows);
}

function profileRows(vodId: number, list: DemoProfile[]): (typeof vodProfiles.$inferInsert)[] {
  return list.map((profile) => ({ vodId, ...profile }));
}

/** Playback profiles with the demo film as the stream of each: SD gets its 360p rendition only. */
async function insertProfiles(tx: Tx, rows: (typeof vodProfiles.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(vodProfiles)
    .values(rows)
    .returning({ id: vodProfiles.id, code: vodProfiles.code });
  await tx.insert(vodSources).values(
    inserted.map(({ id, code }) => ({
      profileId: id,
      url: code === 'sd' ? DEMO_MEDIA.filmSd : DEMO_MEDIA.film,
    })),
  );
}
