import { z } from './zod.js';

/**
 * A household's viewing profiles (issue: who's watching): the avatars Marquee ships, the
 * maturity ladder a kids profile's ceiling is measured on, and the skip markers of a title.
 */

/** Most profiles an account may have. */
export const MAX_PROFILES = 5;

/** The avatars a profile may wear; `male` and `female` are the ones the spec's sex field picks. */
export const profileAvatars = [
  'male',
  'female',
  'fox',
  'owl',
  'panda',
  'cat',
  'robot',
  'rocket',
  'planet',
  'star',
  'leaf',
  'wave',
] as const;
export type ProfileAvatar = (typeof profileAvatars)[number];

/** The avatar a profile without a chosen one wears: the spec's sex field picks it. */
export const defaultAvatar = (sex: 0 | 1): ProfileAvatar => (sex === 1 ? 'female' : 'male');

/**
 * The youngest age each known parental rating code is meant for: US film (MPA) and TV codes,
 * New Zealand's (the demo guide's), and plain ages. Codes compare without letter case.
 */
const MATURITY_AGES: Readonly<Record<string, number>> = {
  G: 0,
  'TV-Y': 0,
  'TV-G': 0,
  'TV-Y7': 7,
  PG: 8,
  'TV-PG': 8,
  'PG-13': 13,
  R13: 13,
  'TV-14': 14,
  R15: 15,
  M: 16,
  R16: 16,
  R: 17,
  'TV-MA': 17,
  'NC-17': 18,
  R18: 18,
  '18': 18,
  X: 18,
};

/** The ceilings a kids profile may choose, youngest first. */
export const maturityCeilings = ['G', 'PG', 'PG-13'] as const;
export type MaturityCeiling = (typeof maturityCeilings)[number];

/** The ceiling a new kids profile gets when none is chosen. */
export const DEFAULT_MATURITY_CEILING: MaturityCeiling = 'PG';

/**
 * The age a parental rating code is meant for; null for no code or one Marquee does not know,
 * which a kids profile never sees. A plain number ("12") is that age.
 */
export function maturityAge(code: string | null | undefined): number | null {
  if (!code) return null;
  const normal = code.trim().toUpperCase();
  if (/^\d{1,2}\+?$/.test(normal)) return Number.parseInt(normal, 10);
  return MATURITY_AGES[normal] ?? null;
}

/** Whether a title or channel rated `code` is within a kids profile's `ceiling`. */
export function withinCeiling(code: string | null | undefined, ceiling: string): boolean {
  const age = maturityAge(code);
  const limit = maturityAge(ceiling);
  return age !== null && limit !== null && age <= limit;
}

/**
 * Every code, upper-cased, that is within `ceiling`: the named ones and the plain ages (with and
 * without "+"). What the server's queries compare `upper(parental_code)` with.
 */
export function codesWithin(ceiling: string): string[] {
  const limit = maturityAge(ceiling) ?? -1;
  const named = Object.keys(MATURITY_AGES).filter((code) => MATURITY_AGES[code]! <= limit);
  const ages = Array.from({ length: Math.max(limit + 1, 0) }, (_, age) => [`${age}`, `${age}+`]);
  return [...new Set([...named, ...ages.flat()])];
}

/** A part of a title, in seconds from its start. */
export const markerSpanSchema = z
  .object({
    start: z.number().check(z.gte(0), z.lte(86_400)),
    end: z.number().check(z.gte(0), z.lte(86_400)),
  })
  .check(z.refine(({ start, end }) => end > start, { error: 'end must come after start' }));
export type MarkerSpan = z.infer<typeof markerSpanSchema>;

/** Where a title's intro, recap and credits run; a part it lacks is absent. */
export const titleMarkersSchema = z.object({
  intro: z.optional(markerSpanSchema),
  recap: z.optional(markerSpanSchema),
  credits: z.optional(markerSpanSchema),
});
export type TitleMarkers = z.infer<typeof titleMarkersSchema>;

/** A "Skip intro" or "Skip recap" button shows for markers at least this long, in seconds. */
export const SKIP_MARKER_MIN_SECONDS = 3;
/** ...and for at most this long, or until the marker ends. */
export const SKIP_BUTTON_MAX_SECONDS = 8;

/** A title watched this far (per cent) counts as finished, credits or not. */
export const FINISHED_PERCENT = 95;

/**
 * Whether a title stopped at `stoppedTime` of `duration` seconds was watched to the end: its
 * credits had started, or 95 % of it was watched. A finished title leaves continue watching,
 * starts over on Play, and leaves My List when its profile asks for that.
 */
export function isFinished(
  stoppedTime: number,
  duration: number,
  markers: TitleMarkers = {},
): boolean {
  if (markers.credits && stoppedTime >= markers.credits.start) return true;
  return duration > 0 && stoppedTime * 100 >= duration * FINISHED_PERCENT;
}
