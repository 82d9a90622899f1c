// Reads catalogue files in two formats into clean film records, keeping a reason for every
// record it cannot use. Nothing here touches the database, so the rules are unit-tested.
//
// - Wikipedia movie data (prust/wikipedia-movie-data): a JSON array of
//   { title, year, cast[], genres[], href, extract, thumbnail, thumbnail_width, thumbnail_height }.
//   `extract` becomes the synopsis; thumbnails are not fetched (posters are drawn by the server).
// - Marquee's own: { "films": [{ title, year, genres[], cast[], synopsis, runtime, rating,
//   video, markers }] }, runtime in minutes and rating out of 10, both optional; `video`,
//   optional, the film's own media: a video file's path (relative to the catalogue file's
//   folder), packaged into HLS (media/ingest), or the http(s) URL of an HLS playlist packaged
//   elsewhere (an operator's CDN), which plays as it is; `markers`, optional, where its intro,
//   recap and credits run (read-markers.ts).
import type { TitleMarkers } from '@marquee/contract';
import { readMarkers } from './read-markers.js';

/** A film ready to import: trimmed, de-duplicated, checked. */
export interface ImportFilm {
  title: string;
  year: number;
  genres: string[];
  cast: string[];
  synopsis: string;
  runtime: number | null;
  rating: number | null;
  video: FilmVideo | null;
  /** Where its intro, recap and credits run; {} for none. */
  markers: TitleMarkers;
}

/** A film's own media: a file to package, or a playlist elsewhere to play as it is. */
export type FilmVideo = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** A `video` that is neither: the record is rejected with this reason. */
export const VIDEO_REJECTED = 'video is neither a file path nor an http(s) URL';

const hasControlCharacter = (text: string) =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A record's `video`: null when it has none, undefined when it cannot be one. */
export function readVideo(value: unknown): FilmVideo | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      return { kind: 'url', url: new URL(text).href };
    } catch {
      return undefined;
    }
  }
  // Another scheme (ftp://, rtmp://) or a control character is no path to package.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || hasControlCharacter(text)) return undefined;
  return { kind: 'file', path: text };
}

export interface Rejection {
  file: string;
  /** 0-based position of the record in its file. */
  index: number;
  reason: string;
}

/** A file that is not JSON, or not a catalogue: the whole import stops. */
export class CatalogueFormatError extends Error {}

export const EARLIEST_YEAR = 1888;

/** The films of one file and the records it rejected. Throws CatalogueFormatError. */
export function parseCatalogue(
  file: string,
  text: string,
  now = new Date(),
): { films: ImportFilm[]; rejected: Rejection[] } {
  const records = catalogueRecords(file, parseJson(file, text));
  const films: ImportFilm[] = [];
  const rejected: Rejection[] = [];
  records.forEach((record, index) => {
    const result = toFilm(record, now.getFullYear() + 5);
    if (typeof result === 'string') rejected.push({ file, index, reason: result });
    else films.push(result);
  });
  return { films, rejected };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    const match = /position (\d+)/.exec(message);
    const position = match ? Number(match[1]) : text.length;
    const before = text.slice(0, position).split('\n');
    const line = before.length;
    const column = (before.at(-1)?.length ?? 0) + 1;
    throw new CatalogueFormatError(
      `${file}: malformed JSON at line ${line}, column ${column} (character ${position}): ${message}`,
    );
  }
}

function catalogueRecords(file: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Array.isArray(value.films)) return value.films;
  throw new CatalogueFormatError(
    `${file}: not a catalogue: expected an array of films or an object { "films": [...] }`,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A clean film, or the reason the record cannot be one. */
function toFilm(record: unknown, latestYear: number): ImportFilm | string {
  if (!isObject(record)) return 'not an object';
  const title = typeof record.title === 'string' ? tidy(record.title) : '';
  if (!/[\p{L}\p{N}]/u.test(title)) return 'no title';
  const year = typeof record.year === 'string' ? Number(record.year.trim()) : record.year;
  if (typeof year !== 'number' || record.year === '') return 'no year';
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > latestYear) {
    return 'year out of range';
  }
  const video = readVideo(record.video);
  if (video === undefined) return VIDEO_REJECTED;
  const synopsis = [record.synopsis, record.description, record.extract].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  const runtime = wholeIn(record.runtime, 1, 1000);
  const markers = readMarkers(record.markers, runtime);
  if (typeof markers === 'string') return markers;
  return {
    title,
    year,
    genres: uniqueNames(
      entriesOf(record.genres)
        .filter((name): name is string => typeof name === 'string')
        .map(tidy)
        .filter((name) => name.length > 0),
    ),
    cast: uniqueNames(entriesOf(record.cast).flatMap((entry) => castName(entry) ?? [])),
    synopsis: synopsis ? tidy(synopsis) : '',
    runtime,
    rating: numberIn(record.rating, 0, 10),
    video,
    markers,
  };
}

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A cast entry as a person's name, or null for what the source's scraping left behind:
 * non-strings, footnote marks ("[a]"), wiki links ("[[Name|Shown]]" keeps "Shown"), lone
 * punctuation, lower-case fragments ("of") and sentences mistaken for names.
 */
export function castName(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const name = tidy(
    entry
      .replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/https?:\/\/\S+/g, ''),
  );
  if (name.length < 2 || name.length > 60) return null;
  if (!/\p{Lu}/u.test(name) || !/^[\p{L}\p{N}"'(]/u.test(name)) return null;
  if (name.split(' ').length > 6) return null;
  return name;
}

/** Names without repeats, the first spelling kept ("Drama" and "drama" are one genre). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function numberIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : null;
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  const number = numberIn(value, min, max);
  return number !== null && Number.isInteger(number) ? number : null;
}
