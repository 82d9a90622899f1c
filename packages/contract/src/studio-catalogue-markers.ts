import { z } from './zod.js';
import type { MarkerSpan, TitleMarkers } from './household.js';
import { ValidationKey } from './validation-texts.js';

/**
 * A title's skip markers as the studio's editor writes them: the intro, the recap and (films
 * and episodes) the credits, each a start and an end in seconds, or null for none. The
 * subscriber's shape, with absent parts, is `titleMarkersSchema` (household.ts).
 */

const M = ValidationKey;

/** The latest a marker may end, in seconds: a day, as `markerSpanSchema`. */
const MARKER_MAX_SECONDS = 86_400;

/**
 * How far past a title's runtime a marker may end, in seconds: a runtime is whole minutes,
 * rounded from the media's length, which may be up to half a minute longer.
 */
export const MARKER_RUNTIME_SLACK_SECONDS = 30;

const markerTimeSchema = z
  .number({
    error: (issue) =>
      issue.input === null || issue.input === undefined
        ? M.markerTimeRequired
        : M.markerTimeInvalid,
  })
  .check(
    z.gte(0, { error: M.markerTimeInvalid }),
    z.lte(MARKER_MAX_SECONDS, { error: M.markerTimeInvalid }),
  );

const markerSpanBodySchema = z.nullable(
  z.strictObject({ start: markerTimeSchema, end: markerTimeSchema }).check(
    z.refine(({ start, end }) => end > start, {
      error: M.scheduleEndsBeforeStart,
      path: ['end'],
    }),
  ),
);

/** A film's or an episode's markers: intro, recap and credits. */
export const titleMarkersBodySchema = z.strictObject({
  intro: z.optional(markerSpanBodySchema),
  recap: z.optional(markerSpanBodySchema),
  credits: z.optional(markerSpanBodySchema),
});
export type TitleMarkersBody = z.input<typeof titleMarkersBodySchema>;

/**
 * A show's markers: the intro and the recap its episodes share (credits, which start where
 * each episode's length puts them, are the episodes' own).
 */
export const showMarkersBodySchema = z.strictObject({
  intro: z.optional(markerSpanBodySchema),
  recap: z.optional(markerSpanBodySchema),
});

/** The parts a marker body may name, in the order the editor shows them. */
export const markerParts = ['intro', 'recap', 'credits'] as const;
export type MarkerPart = (typeof markerParts)[number];

/** The markers a body gives, as a title keeps them: the parts set, none of the nulls. */
export function markersOfBody(body: TitleMarkersBody): TitleMarkers {
  const markers: TitleMarkers = {};
  for (const part of markerParts) {
    const span = body[part];
    if (span) markers[part] = { start: span.start, end: span.end };
  }
  return markers;
}

/** Whether a part ends within a runtime of `minutes` (null: unknown, so it does). */
export function withinRuntime(span: MarkerSpan | null | undefined, minutes: number | null) {
  return !span || minutes === null || span.end <= minutes * 60 + MARKER_RUNTIME_SLACK_SECONDS;
}

/**
 * The checks of a film's or an episode's body that its markers end within its runtime, when
 * the runtime is given: each names the part's end.
 */
export const markersWithinRuntime = markerParts.map((part) =>
  z.refine<{ runtime: number | null; markers?: TitleMarkersBody | undefined }>(
    (body) => withinRuntime(body.markers?.[part], body.runtime),
    { error: M.markerPastRuntime, path: ['markers', part, 'end'] },
  ),
);

/**
 * A time as people write a marker's: seconds ("75", "75.5"), m:ss ("1:15") or h:mm:ss
 * ("1:01:15"). Null for anything else, including a blank.
 */
export function clockSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2}(?:\.\d+)?)$/.exec(trimmed);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Seconds as a marker's time: m:ss, or h:mm:ss from an hour; fractions kept (1:15.5). */
export function clockText(seconds: number): string {
  const whole = Math.floor(seconds);
  const fraction = Math.round((seconds - whole) * 1000) / 1000;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${String(whole % 60).padStart(2, '0')}${fraction > 0 ? String(fraction).slice(1) : ''}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * An episode's markers with its show's intro and recap where it has none of its own: a new
 * episode starts so, made in the console or by the media import.
 */
export function withShowDefaults(episode: TitleMarkers, show: TitleMarkers): TitleMarkers {
  const markers = { ...episode };
  for (const part of ['intro', 'recap'] as const) {
    const span = show[part];
    if (!markers[part] && span) markers[part] = span;
  }
  return markers;
}
