// A movie or episode in a list answer (list-answers.ts): its JSON, presented once per catalogue
// version, with holes for the caller's fields, and what of the caller's a page depends on.
import type { VodItem } from '@marquee/contract';
import {
  fillJsonTemplate,
  jsonTemplate,
  type JsonTemplate,
  type TemplateStep,
} from '../../../http/json-template.js';
import { subscriptionOnly, type Entitlements } from '../../accounts/account/index.js';
import type { VodPageRow, VodSnapshot } from './snapshot-builder.js';
import { presentVod, type PresentOptions } from './vod-presenter.js';

/** Where the caller's profile stopped titles, by title id. */
export type Positions = ReadonlyMap<number, { stoppedTime: number; duration: number }>;

/** The caller, as far as the fields of a list of films and episodes depend on it. */
export interface ListViewer {
  entitlements: Entitlements;
  positions: Positions;
}

/** The caller's fields in a movie or episode. */
export type VodHole =
  | { kind: 'subscribed' }
  | { kind: 'continue_watching' }
  | { kind: 'profile_subscribed'; profileId: number; inSubscription: boolean };

const NOBODY = subscriptionOnly(false);

/**
 * A movie or episode as JSON with holes for the caller's fields: `subscribed`,
 * `continue_watching` and each profile's `subscribed`.
 */
export function vodTemplate(
  snapshot: Pick<VodSnapshot, 'relations'>,
  { row, profiles, subtitles }: VodPageRow,
  options: PresentOptions,
): JsonTemplate<VodHole> {
  const relations = {
    ...snapshot.relations,
    profiles: new Map([[row.id, profiles]]),
    subtitles: new Map([[row.id, subtitles]]),
  };
  const item: VodItem = presentVod(row, relations, NOBODY, options);
  return jsonTemplate(item, (path): TemplateStep<VodHole> => {
    const [first, second, index, field] = path;
    switch (path.length) {
      case 0:
        return 'descend';
      case 1:
        if (first === 'subscribed') return { hole: { kind: 'subscribed' } };
        if (first === 'continue_watching') return { hole: { kind: 'continue_watching' } };
        return first === 'movie_source' ? 'descend' : 'value';
      case 2:
        return second === 'profiles' ? 'descend' : 'value';
      case 3:
        return 'descend';
      default: {
        const profile = item.movie_source.profiles[index as number];
        if (field !== 'subscribed' || !profile) return 'value';
        const inSubscription = profile.business_model === 'svod';
        return { hole: { kind: 'profile_subscribed', profileId: profile.id, inSubscription } };
      }
    }
  });
}

/** The JSON of a movie or episode for a caller: its template with the caller's fields. */
export function fillVodTemplate(
  id: number,
  template: JsonTemplate<VodHole>,
  viewer: ListViewer,
): string {
  const { subscriptionActive, ownedProfileIds } = viewer.entitlements;
  // As presentVodProfile: a rental or purchase plays only while the subscription runs too.
  const playable = (hole: VodHole) =>
    hole.kind === 'profile_subscribed' &&
    subscriptionActive &&
    (hole.inSubscription || ownedProfileIds.has(hole.profileId));
  return fillJsonTemplate(template, (hole) => {
    switch (hole.kind) {
      case 'subscribed':
        return String(template.holes.some(playable));
      case 'continue_watching': {
        // As withPositions (watching-service.ts).
        const position = viewer.positions.get(id);
        return position
          ? JSON.stringify({ stopped_time: position.stoppedTime, duration: position.duration })
          : 'null';
      }
      case 'profile_subscribed':
        return String(playable(hole));
    }
  });
}

/**
 * What of the caller's a page of films and episodes depends on, as text: the subscription,
 * the page's ownable profiles the account owns, the positions on the page's titles.
 */
export function viewerKey(plan: { ids: number[]; ownable: number[] }, viewer: ListViewer): string {
  const { subscriptionActive, ownedProfileIds } = viewer.entitlements;
  let key = subscriptionActive ? 'active' : 'inactive';
  key += ' owns';
  for (const profileId of plan.ownable) if (ownedProfileIds.has(profileId)) key += ` ${profileId}`;
  key += ' at';
  for (const id of plan.ids) {
    const position = viewer.positions.get(id);
    if (position) key += ` ${id}:${position.stoppedTime}/${position.duration}`;
  }
  return key;
}
