import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
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
  staticPages,
  subscriptionPackages,
  subscriptions,
  vodGenres,
  vodProfiles,
  vodShowTypes,
  vodSources,
  vods,
} from '../../../db/schema.js';
import { CONFIGURATION_KEY } from '../../site/configuration/index.js';
import { defaultConfiguration } from '../../site/configuration/index.js';
import { hashSecret } from '../../accounts/account/index.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue/index.js';
import { searchText } from '../../catalogue/catalogue/index.js';
import { bumpLineUpVersion } from '../../live/live/index.js';
import {
  generateDemoCatalogue,
  type DemoCatalogue,
  type DemoFilm,
  type DemoNamed,
  type DemoPackage,
} from './demo-catalogue.js';
import { insertDemoCampaigns, planDemoCampaigns } from './demo-campaigns.js';
import { extendDemoGuide } from './extend-demo-guide.js';
import { planDemoCuration } from './demo-curation.js';
import { DEMO_PAGES } from './demo-pages.js';
import { episodeProfiles, filmProfiles, type DemoProfile } from './demo-profiles.js';
import { insertDemoSubtitles, planDemoSubtitles } from './demo-subtitles.js';
import { seedDemoChannels } from './seed-channels.js';
import { insertDemoCuration, type SeededIds } from './seed-curation.js';
import type { Tx } from './seed-transaction.js';

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

/**
 * Fills in whatever part of the demo service the database lacks, in one transaction: the
 * configuration, the packages, genres and show types, the demo accounts, the demo titles with
 * the curation, adverts and subtitles that refer to them, the static pages, and the live
 * channels with a guide from a week before `now` to a week after it. Each part
 * checks its own rows, so the seed may follow a catalogue import or run again on a database it
 * filled before; says whether it wrote anything.
 */
export async function seedDemoData(
  db: Db,
  options: { films?: number; shows?: number; now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const catalogue = generateDemoCatalogue({
    films: options.films,
    shows: options.shows,
    baseDate: now,
  });
  return db.transaction(async (tx) => {
    const configured = await seedConfiguration(tx);
    const packages = await seedPackages(tx, catalogue.packages);
    const genreIds = await seedNames(tx, genres, catalogue.genres);
    const showTypeIds = await seedNames(tx, showTypes, catalogue.showTypes);
    const accountsAdded = await seedAccounts(tx, packages.rows, now);
    const titlesAdded = !(await hasDemoTitles(tx));
    if (titlesAdded) {
      await insertDemoTitles(tx, catalogue, genreIds.idOf, showTypeIds.idOf, now);
    }
    const pagesAdded = await seedPages(tx, now);
    const channelsAdded = await seedDemoChannels(tx);
    if (channelsAdded) await bumpLineUpVersion(tx);
    // Kept around now at every start, so it does not count as seeding.
    await extendDemoGuide(tx, now);
    const catalogueChanged = genreIds.added || showTypeIds.added || titlesAdded;
    if (catalogueChanged) await bumpCatalogueVersion(tx);
    return (
      configured ||
      packages.added ||
      accountsAdded ||
      pagesAdded ||
      channelsAdded ||
      catalogueChanged
    );
  });
}

/** The operator's configuration (branding, modules), unless one is set. */
async function seedConfiguration(tx: Tx): Promise<boolean> {
  const added = await tx
    .insert(settings)
    .values({ key: CONFIGURATION_KEY, value: defaultConfiguration })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return added.length > 0;
}

/** The demo packages the database lacks, by name; all of them with their database ids. */
async function seedPackages(
  tx: Tx,
  demo: DemoPackage[],
): Promise<{ rows: DemoPackage[]; added: boolean }> {
  const present = await tx
    .select({ id: subscriptionPackages.id, name: subscriptionPackages.name })
    .from(subscriptionPackages);
  const ids = new Map(present.map((row) => [row.name, row.id]));
  const missing = demo.filter((pkg) => !ids.has(pkg.name));
  if (missing.length > 0) {
    const added = await tx
      .insert(subscriptionPackages)
      .values(
        missing.map((pkg) => ({
          name: pkg.name,
          priceCents: Math.round(pkg.subscription_price * 100),
          currencyCode: pkg.currency_code,
          description: pkg.description,
        })),
      )
      .returning({ id: subscriptionPackages.id, name: subscriptionPackages.name });
    for (const row of added) ids.set(row.name, row.id);
  }
  return {
    rows: demo.map((pkg) => ({ ...pkg, id: ids.get(pkg.name)! })),
    added: missing.length > 0,
  };
}

/**
 * The demo's genres or show types the table lacks, and the database id of each by demo id.
 * Names match whatever their case, as the importer's do, so an imported "drama" serves.
 */
async function seedNames(
  tx: Tx,
  table: typeof genres | typeof showTypes,
  demo: DemoNamed[],
): Promise<{ idOf: (demoId: number) => number; added: boolean }> {
  const present = await tx.select({ id: table.id, name: table.name }).from(table);
  const ids = new Map(present.map((row) => [row.name.toLowerCase(), row.id]));
  const missing = demo.filter(({ name }) => !ids.has(name.toLowerCase()));
  if (missing.length > 0) {
    const added = await tx
      .insert(table)
      .values(missing.map(({ name }) => ({ name })))
      .returning({ id: table.id, name: table.name });
    for (const row of added) ids.set(row.name.toLowerCase(), row.id);
  }
  const byDemoId = new Map(demo.map(({ id, name }) => [id, ids.get(name.toLowerCase())!]));
  return { idOf: (demoId) => byDemoId.get(demoId)!, added: missing.length > 0 };
}

/** The demo accounts the database lacks, by e-mail. */
async function seedAccounts(tx: Tx, packages: DemoPackage[], now: Date): Promise<boolean> {
  const demoAccounts = [
    // The richest package: the demo shows everything a subscriber can have.
    {
      who: DEMO_ACCOUNT,
      firstName: 'Demo',
      pkg: packages.at(-1)!,
      startedDaysAgo: 30,
      expiresInDays: 365,
    },
    // Paid 60 days ago for 30 days: expired a month ago.
    {
      who: EXPIRED_ACCOUNT,
      firstName: 'Expired',
      pkg: packages[0]!,
      startedDaysAgo: 60,
      expiresInDays: -30,
    },
  ];
  const present = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [DEMO_ACCOUNT.email, EXPIRED_ACCOUNT.email]));
  const missing = demoAccounts.filter(({ who }) => !present.some((row) => row.email === who.email));
  if (missing.length === 0) return false;
  // Both demo accounts share the password and PINs, so three hashes serve them both.
  const [passwordHash, pinHash, purchasePinHash] = await Promise.all([
    hashSecret(DEMO_ACCOUNT.password),
    hashSecret(DEMO_ACCOUNT.parentalPin),
    hashSecret(DEMO_ACCOUNT.purchasePin),
  ]);
  const secrets = { passwordHash, pinHash, purchasePinHash };
  for (const { who, firstName, pkg, startedDaysAgo, expiresInDays } of missing) {
    await insertSubscriber(tx, who, firstName, secrets, pkg, now, startedDaysAgo, expiresInDays);
  }
  return true;
}

/** Whether the demo's titles are in: only they play the demo trailer, imported films do not. */
async function hasDemoTitles(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: vods.id })
    .from(vods)
    .where(eq(vods.trailerUrl, DEMO_MEDIA.trailer))
    .limit(1);
  return row !== undefined;
}

/** The demo's static pages the database lacks, by slug. */
async function seedPages(tx: Tx, now: Date): Promise<boolean> {
  const added = await tx
    .insert(staticPages)
    .values(DEMO_PAGES.map((page) => ({ ...page, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ slug: staticPages.slug });
  return added.length > 0;
}

/**
 * The generated films, shows and episodes with their playback profiles, and what refers to
 * them: the curation, the adverts and the subtitles.
 */
async function insertDemoTitles(
  tx: Tx,
  catalogue: DemoCatalogue,
  genreId: (demoId: number) => number,
  showTypeId: (demoId: number) => number,
  now: Date,
): Promise<void> {
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

  await insertDemoCuration(tx, planDemoCuration(catalogue), ids, await demoViewer(tx), now);
  await insertDemoCampaigns(tx, planDemoCampaigns(catalogue), ids);
  await insertDemoSubtitles(tx, planDemoSubtitles(catalogue), ids);
}

/** The demo subscriber's account and default profile, whose viewing the demo resumes. */
async function demoViewer(tx: Tx): Promise<{ accountId: number; profileId: number } | undefined> {
  const [row] = await tx
    .select({ accountId: accounts.id, profileId: profiles.id })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(accounts.email, DEMO_ACCOUNT.email), eq(profiles.isDefault, true)))
    .limit(1);
  return row;
}

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
): Promise<void> {
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
  await tx.insert(profiles).values({
    accountId,
    name: firstName,
    firstName,
    lastName: 'Viewer',
    sex: 0,
    age: 34,
    pinHash: secrets.pinHash,
    isDefault: true,
  });
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
