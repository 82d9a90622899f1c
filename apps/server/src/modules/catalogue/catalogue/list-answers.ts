// List answers for the answer cache (http/answer-cache.ts): what a film or show list is a
// function of, as a key, and its JSON built from titles presented once per catalogue version.
//
// A list of films and episodes is a function of the catalogue snapshot (its version), the
// normalised query, and three things of the caller's:
// - whether the subscription is active now (every profile's `subscribed`),
// - which of the page's rented or bought profiles (tvod, tvod_dtr) the account owns now,
// - the positions of the caller's profile on the page's titles (`continue_watching`).
// The key names their values on the page, not the caller: two subscribers who see the same page
// share an answer, and a rental that ends, or a position saved on another title, changes only
// the keys that it must. The values come from the reads every list call makes (entitlements.ts,
// watch-progress-repository.ts), memoised for a second and forgotten by the writes that change
// them, so a cached answer is exactly as fresh as one built afresh.
// A list of TV shows has no per-caller field: the snapshot and the query.
// With `rate` (`config[enable_rate]=1`), both also name the newest change among the page's titles
// since the snapshot was built (title-changes.ts: a star rating, which moves nothing but a
// title's rate totals): a rating gives new keys to the answers that show the rated title's
// rate, and to its JSON with rate, and to nothing else.
import type { Pager } from '@marquee/contract';
import type { JsonTemplate } from '../../../http/json-template.js';
import { createWeightedLru, type WeightedLru } from '../../../http/weighted-lru.js';
import { presentShow } from './show-presenter.js';
import type { ShowSnapshot, VodSnapshot } from './snapshot-builder.js';
import type { TitleStamps } from './title-changes.js';
import type { PresentOptions } from './vod-presenter.js';
import {
  fillVodTemplate,
  viewerKey,
  vodTemplate,
  type ListViewer,
  type VodHole,
} from './vod-template.js';

/** Which page a query picks: its titles' ids, in order, and its pager. */
export interface PagePick {
  ids: number[];
  pager: Pager;
}

/** A list answer: the key of everything it depends on, and how to build its JSON. */
export interface ListAnswer {
  key: string;
  json: () => Promise<string>;
}

/** A page picked, with what the key needs to know of its titles. */
interface VodPagePlan extends PagePick {
  /** The page's profiles outside the subscription (tvod, tvod_dtr): owned or not. */
  ownable: number[];
}

/**
 * Titles presented per snapshot, by bytes of JSON: about 1.9 KB a film, so some 8,000 films;
 * beyond that the least recently shown are presented again when asked for.
 */
const VOD_TEMPLATE_BYTES = 16 * 1024 * 1024;
const SHOW_TEMPLATE_BYTES = 4 * 1024 * 1024;
/** Pages picked per snapshot, by normalised query. */
const PLAN_CAPACITY = 2_000;

/** The JSON of `{ items, pager }`, as JSON.stringify writes a List. */
function listJson(items: string[], pager: Pager): string {
  return `{"items":[${items.join(',')}],"pager":${JSON.stringify(pager)}}`;
}

const optionsKey = (options: PresentOptions) =>
  `${options.withRate ? 'rate' : ''}${options.wholeGallery ? ' gallery' : ''}`;

/** What is kept per snapshot: pages picked, and titles presented. */
interface SnapshotCaches<P, T> {
  plans: WeightedLru<string, Promise<P>>;
  templates: WeightedLru<string, T>;
}

function cachesOf<S extends object, P, T>(
  kept: WeakMap<S, SnapshotCaches<P, T>>,
  snapshot: S,
  templateBytes: number,
  weightOf: (template: T) => number,
): SnapshotCaches<P, T> {
  let caches = kept.get(snapshot);
  if (!caches) {
    caches = {
      plans: createWeightedLru(PLAN_CAPACITY, () => 1),
      templates: createWeightedLru(templateBytes, weightOf),
    };
    kept.set(snapshot, caches);
  }
  return caches;
}

/** A page picked once per snapshot and normalised query; a failed pick is not kept. */
function planOnce<P>(
  plans: WeightedLru<string, Promise<P>>,
  key: string,
  make: () => Promise<P>,
): Promise<P> {
  const kept = plans.get(key);
  if (kept) return kept;
  const made = make();
  plans.set(key, made);
  made.catch(() => {
    if (plans.get(key) === made) plans.delete(key);
  });
  return made;
}

/**
 * The newest change among these titles that the answer shows: 0 without `rate`, the only field
 * a title change moves.
 */
function changeShown(changed: TitleStamps, ids: number[], options: PresentOptions): number {
  return options.withRate ? changed.newestOf(ids) : 0;
}

/**
 * Each title's key in the presented titles: its id, the newest change to it that it shows (read
 * before its row, which is then at least as new), and the options.
 */
function templateKeys(
  changed: TitleStamps,
  ids: number[],
  options: PresentOptions,
): Map<number, string> {
  const forOptions = optionsKey(options);
  return new Map(
    ids.map((id) => [id, `${id}@${options.withRate ? changed.of(id) : 0} ${forOptions}`]),
  );
}

/**
 * List answers over the title snapshots: per snapshot (so per catalogue version), the pages
 * picked by each normalised query and every title presented, as JSON.
 */
export function createListAnswers() {
  const vodCaches = new WeakMap<VodSnapshot, SnapshotCaches<VodPagePlan, JsonTemplate<VodHole>>>();
  const showCaches = new WeakMap<ShowSnapshot, SnapshotCaches<PagePick, string>>();

  return {
    /**
     * A page of films and episodes for `viewer`. `query` is the normalised query (the parsed
     * query as JSON); `pick` picks its page from the snapshot.
     */
    async vods(
      snapshot: VodSnapshot,
      query: string,
      pick: () => PagePick,
      viewer: ListViewer,
      options: PresentOptions,
    ): Promise<ListAnswer> {
      const caches = cachesOf(vodCaches, snapshot, VOD_TEMPLATE_BYTES, (template) =>
        template.parts.reduce((bytes, part) => bytes + part.length, 0),
      );
      const plan = await planOnce(caches.plans, query, async () => {
        const page = pick();
        const rows = await snapshot.rows.get(page.ids);
        const ownable = rows.flatMap(({ profiles }) =>
          profiles.filter((profile) => profile.businessModel !== 'svod').map(({ id }) => id),
        );
        return { ...page, ownable };
      });
      const changed = changeShown(snapshot.changed, plan.ids, options);
      return {
        key: `${snapshot.version}:${changed}\n${query}\n${viewerKey(plan, viewer)}`,
        async json() {
          const keys = templateKeys(snapshot.changed, plan.ids, options);
          const rows = await snapshot.rows.get(plan.ids);
          const items = rows.map((page) => {
            const templateKey = keys.get(page.row.id)!;
            let template = caches.templates.get(templateKey);
            if (!template) {
              template = vodTemplate(snapshot, page, options);
              caches.templates.set(templateKey, template);
            }
            return fillVodTemplate(page.row.id, template, viewer);
          });
          return listJson(items, plan.pager);
        },
      };
    },

    /** A page of TV shows: the same for every caller. */
    async shows(
      snapshot: ShowSnapshot,
      query: string,
      pick: () => PagePick,
      options: PresentOptions,
    ): Promise<ListAnswer> {
      const caches = cachesOf(showCaches, snapshot, SHOW_TEMPLATE_BYTES, (json) => json.length);
      const plan = await planOnce(caches.plans, query, () => Promise.resolve(pick()));
      const changed = changeShown(snapshot.changed, plan.ids, options);
      return {
        key: `${snapshot.version}:${changed}\n${query}`,
        async json() {
          const keys = templateKeys(snapshot.changed, plan.ids, options);
          const rows = await snapshot.rows.get(plan.ids);
          const items = rows.map((row) => {
            const templateKey = keys.get(row.id)!;
            let json = caches.templates.get(templateKey);
            if (json === undefined) {
              json = JSON.stringify(presentShow(row, snapshot.relations, options));
              caches.templates.set(templateKey, json);
            }
            return json;
          });
          return listJson(items, plan.pager);
        },
      };
    },
  };
}

export type ListAnswers = ReturnType<typeof createListAnswers>;
