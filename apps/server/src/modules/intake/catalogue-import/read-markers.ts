// A catalogue record's skip markers: `markers: { intro, recap, credits }`, each
// `{ start, end }` in seconds from the film's start, as a number or a time ("1:02", "1:41:00").
// A record with markers that cannot be read is rejected with the reason, so nothing is half
// imported: the operator fixes the line and imports the file again.
import {
  clockSeconds,
  markerParts,
  withinRuntime,
  type MarkerPart,
  type MarkerSpan,
  type TitleMarkers,
} from '@marquee/contract';

/** The latest a marker may end, in seconds (a day, as the contract's). */
const LATEST = 86_400;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A time as a number of seconds or a clock text; undefined when it is neither. */
function seconds(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? clockSeconds(value) : null;
  return number !== null && Number.isFinite(number) && number >= 0 && number <= LATEST
    ? number
    : undefined;
}

/** One part's span, or the reason it is none. */
function span(part: MarkerPart, value: unknown): MarkerSpan | string {
  if (!isObject(value)) return `markers.${part} is not { start, end }`;
  const start = seconds(value.start);
  const end = seconds(value.end);
  const unreadable = start === undefined ? 'start' : end === undefined ? 'end' : null;
  if (unreadable) {
    return `markers.${part}.${unreadable} is not a time (seconds, m:ss or h:mm:ss, up to 24 h)`;
  }
  if (end! <= start!) return `markers.${part} ends before it starts`;
  return { start: start!, end: end! };
}

/**
 * A record's markers: none ({}) when it has none, else the parts it gives, or the reason the
 * record is rejected. `runtime` (minutes, when known) bounds them: a part may end up to half a
 * minute past it, a runtime being rounded.
 */
export function readMarkers(value: unknown, runtime: number | null): TitleMarkers | string {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) return 'markers is not an object of intro, recap and credits';
  const unknown = Object.keys(value).find(
    (key) => !(markerParts as readonly string[]).includes(key),
  );
  if (unknown !== undefined) return `markers.${unknown} is not intro, recap or credits`;
  const markers: TitleMarkers = {};
  for (const part of markerParts) {
    if (value[part] === undefined || value[part] === null) continue;
    const read = span(part, value[part]);
    if (typeof read === 'string') return read;
    if (!withinRuntime(read, runtime)) return `markers.${part} ends after the runtime`;
    markers[part] = read;
  }
  return markers;
}

/** The parts of `incoming` that `current` lacks. */
export function missingParts(current: TitleMarkers, incoming: TitleMarkers): TitleMarkers {
  const added: TitleMarkers = {};
  for (const part of markerParts) {
    const span = incoming[part];
    if (span && !current[part]) added[part] = span;
  }
  return added;
}
