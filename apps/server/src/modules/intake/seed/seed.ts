import type { Db } from '../../../db/client.js';
import {
  genres,
  settings,
  showTypes,
  staticPages,
  subscriptionPackages,
} from '../../../db/schema.js';
import { CONFIGURATION_KEY } from '../../site/configuration/index.js';
import { defaultConfiguration } from '../../site/configuration/index.js';
import { bumpCatalogueVersion } from '../../catalogue/catalogue/index.js';
import { bumpLineUpVersion } from '../../live/live/index.js';
import { generateDemoCatalogue, type DemoNamed, type DemoPackage } from './demo-catalogue.js';
import { extendDemoGuide } from './extend-demo-guide.js';
import { DEMO_PAGES } from './demo-pages.js';
import { seedDemoMarkers } from './demo-markers.js';
import { seedAccounts, seedHousehold } from './seed-accounts.js';
import { seedDemoChannels } from './seed-channels.js';
import { hasDemoTitles, insertDemoTitles } from './seed-titles.js';
import type { Tx } from './seed-transaction.js';

export { DEMO_ACCOUNT, DEMO_HOUSEHOLD, EXPIRED_ACCOUNT } from './seed-accounts.js';
export { DEMO_MEDIA } from './seed-titles.js';

/**
 * Fills in whatever part of the demo service the database lacks, in one transaction: the
 * configuration, the packages, genres and show types, the demo accounts, the demo titles with
 * the curation, adverts and subtitles that refer to them, their skip markers, the static pages, and the live
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
    const householdAdded = await seedHousehold(tx);
    const titlesAdded = !(await hasDemoTitles(tx));
    if (titlesAdded) {
      await insertDemoTitles(tx, catalogue, genreIds.idOf, showTypeIds.idOf, now);
    }
    // Apart from the titles: a database seeded before titles had markers gets them too.
    const markersAdded = await seedDemoMarkers(tx);
    const pagesAdded = await seedPages(tx, now);
    const channelsAdded = await seedDemoChannels(tx);
    if (channelsAdded) await bumpLineUpVersion(tx);
    // Kept around now at every start, so it does not count as seeding.
    await extendDemoGuide(tx, now);
    const catalogueChanged = genreIds.added || showTypeIds.added || titlesAdded || markersAdded;
    if (catalogueChanged) await bumpCatalogueVersion(tx);
    return (
      configured ||
      packages.added ||
      accountsAdded ||
      householdAdded ||
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

/** The demo's static pages the database lacks, by slug. */
async function seedPages(tx: Tx, now: Date): Promise<boolean> {
  const added = await tx
    .insert(staticPages)
    .values(DEMO_PAGES.map((page) => ({ ...page, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ slug: staticPages.slug });
  return added.length > 0;
}
