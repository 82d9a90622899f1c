// What the kids walk (kids-walk.test.ts) looks for in every answer: anything rated above the
// ceiling, anything without a rating it knows, and any id of a title, season, channel or advert
// above it, wherever it sits in the JSON.
import { ItemType } from '@marquee/contract';
import { isWithinMaturity } from '../db/maturity.js';
import { bannerTarget } from '../modules/engagement/ads/banner-target.js';
import type { KidsWalkWorld } from './kids-walk-world.js';

/** What a scan found: the leaks, each with where it is, and how many rated things it met. */
export interface Scan {
  leaks: string[];
  rated: number;
}

type Hidden = KidsWalkWorld['hidden'];

/** The ids an object names through the keys that name one kind of thing. */
const ID_KEYS: Record<string, keyof Hidden> = {
  channel_id: 'channels',
  multi_event_vod_id: 'shows',
  multi_event_vod_season_id: 'seasons',
  single_event_vod_id: 'vods',
  vod_id: 'vods',
};

/** What an object with `type` and `id` is (a film, episode, show or channel), by its type. */
const KIND_OF_TYPE: Record<number, keyof Hidden> = {
  [ItemType.movie]: 'vods',
  [ItemType.episode]: 'vods',
  [ItemType.show]: 'shows',
  [ItemType.channel]: 'channels',
};
const KIND_OF_TARGET = {
  vod: 'vods',
  show: 'shows',
  season: 'seasons',
  channel: 'channels',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Scans an answer's JSON for anything a profile with `ceiling` must not meet. */
export function scanAnswer(json: unknown, ceiling: string, hidden: Hidden): Scan {
  const scan: Scan = { leaks: [], rated: 0 };
  const leak = (path: string, what: string) => scan.leaks.push(`${path}: ${what}`);
  const named = (path: string, kind: keyof Hidden, id: unknown) => {
    if (typeof id === 'number' && hidden[kind].has(id)) leak(path, `names ${kind} ${id}`);
  };

  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
      return;
    }
    if (!isRecord(value)) return;
    for (const key of ['parental_rating', 'parental_code'] as const) {
      if (!(key in value)) continue;
      scan.rated += 1;
      const field = value[key];
      const code = isRecord(field) ? field.code : field;
      if (!isWithinMaturity(typeof code === 'string' ? code : null, ceiling)) {
        leak(path, `${key} ${JSON.stringify(field)}`);
      }
    }
    for (const [key, kind] of Object.entries(ID_KEYS)) {
      if (key in value) named(`${path}.${key}`, kind, value[key]);
    }
    const kindOfType = typeof value.type === 'number' ? KIND_OF_TYPE[value.type] : undefined;
    // A slide names its title as `model_id`; its own `id` is the slide's.
    if (kindOfType && 'model_id' in value) named(`${path}.model_id`, kindOfType, value.model_id);
    else if (kindOfType) named(`${path}.id`, kindOfType, value.id);
    // A video advert (its play rule is its mark) aimed at a title above the ceiling.
    if ('play_rules' in value) named(`${path}.id`, 'campaigns', value.id);
    if (typeof value.target_url === 'string') {
      const target = bannerTarget(value.target_url);
      if (target) named(`${path}.target_url`, KIND_OF_TARGET[target.kind], target.id);
    }
    for (const [key, member] of Object.entries(value)) visit(member, `${path}.${key}`);
  };

  visit(json, '$');
  return scan;
}
