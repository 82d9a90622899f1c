import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vods } from '../../../db/schema.js';
import type { Database } from '../../../db/client.js';
import { seedDemoData } from '../../intake/seed/seed.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { withPositions } from '../watching/watching-service.js';
import { createCatalogueRepository } from './catalogue-repository.js';
import { createShowRepository } from './show-repository.js';
import type { VodPageRow, VodSnapshot } from './snapshot-builder.js';
import { createTitleSnapshots } from './title-snapshots.js';
import { presentVod, type PresentOptions } from './vod-presenter.js';
import { fillVodTemplate, viewerKey, vodTemplate, type ListViewer } from './vod-template.js';

let database: Database;
let snapshot: VodSnapshot;
let pages: VodPageRow[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { films: 30, shows: 2 });
  const snapshots = createTitleSnapshots(
    createCatalogueRepository(database.db),
    createShowRepository(database.db),
  );
  snapshot = await snapshots.vods();
  const ids = (await database.db.select({ id: vods.id }).from(vods)).map(({ id }) => id);
  pages = await snapshot.rows.get(ids);
});
afterAll(() => database.close());

/** A film or episode as the list calls present it, as JSON: the reference for templates. */
function presented(page: VodPageRow, viewer: ListViewer, options: PresentOptions): string {
  const relations = {
    ...snapshot.relations,
    profiles: new Map([[page.row.id, page.profiles]]),
    subtitles: new Map([[page.row.id, page.subtitles]]),
  };
  const item = presentVod(page.row, relations, viewer.entitlements, options);
  const positions = [...viewer.positions].map(([vodId, at]) => [vodId, { vodId, ...at }] as const);
  return JSON.stringify(withPositions([item], new Map(positions))[0]);
}

/** Any subscriber: active or not, owning any of the catalogue's profiles, any positions. */
const viewers = () => {
  const profileIds = pages.flatMap((page) => page.profiles.map((profile) => profile.id));
  const titleIds = pages.map((page) => page.row.id);
  return fc.record({
    entitlements: fc.record({
      subscriptionActive: fc.boolean(),
      ownedProfileIds: fc.subarray(profileIds).map((ids) => new Set(ids)),
    }),
    positions: fc
      .array(
        fc.tuple(
          fc.constantFrom(...titleIds),
          fc.record({ stoppedTime: fc.nat(20_000), duration: fc.integer({ min: 1, max: 20_000 }) }),
        ),
      )
      .map((entries) => new Map(entries)),
  });
};
const presentOptions = fc.record({ withRate: fc.boolean(), wholeGallery: fc.boolean() });

describe('titles presented once per catalogue version', () => {
  it('fill in to exactly the JSON of the title presented for the caller', () => {
    expect(pages.some((page) => page.row.seasonId !== null)).toBe(true);
    expect(pages.some((page) => page.profiles.some((p) => p.businessModel !== 'svod'))).toBe(true);
    fc.assert(
      fc.property(viewers(), presentOptions, (viewer, options) => {
        for (const page of pages) {
          const template = vodTemplate(snapshot, page, options);
          expect(fillVodTemplate(page.row.id, template, viewer)).toBe(
            presented(page, viewer, options),
          );
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the key of a page for a caller', () => {
  it('is the same for two callers only when the page presents the same to both', () => {
    const options = { withRate: false, wholeGallery: false };
    fc.assert(
      fc.property(
        fc.subarray(pages, { minLength: 1, maxLength: 8 }),
        viewers(),
        viewers(),
        (page, one, two) => {
          const plan = {
            ids: page.map(({ row }) => row.id),
            ownable: page.flatMap(({ profiles }) =>
              profiles.filter((p) => p.businessModel !== 'svod').map((p) => p.id),
            ),
          };
          const json = (viewer: ListViewer) =>
            page.map((title) => presented(title, viewer, options)).join(',');
          if (viewerKey(plan, one) === viewerKey(plan, two)) {
            expect(json(one)).toBe(json(two));
          } else if (one.entitlements.subscriptionActive && two.entitlements.subscriptionActive) {
            // And no more keys than needed while subscribed (without a subscription, what is
            // owned shows nowhere, yet tells keys apart: a few answers kept twice).
            expect(json(one)).not.toBe(json(two));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
