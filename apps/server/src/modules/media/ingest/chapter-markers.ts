// A packaged file's own skip markers: chapters named for the parts of a title, as DVD and
// Blu-ray rips, Matroska files and MP4s from editing tools carry them ("Intro", "Opening
// Credits", "Previously on…", "End Credits"). ffprobe lists them with `-show_chapters`.
import type { MarkerPart, TitleMarkers } from '@marquee/contract';

/** The chapter names that mark each part, compared without case or surrounding space. */
const PART_NAMES: Record<MarkerPart, RegExp> = {
  intro:
    /^(intro|introduction|opening|opening credits|opening titles|title sequence|main titles?)$/,
  recap: /^(recap|previously|previously on\b.*)$/,
  credits: /^(credits|end credits|closing credits|end titles|ending credits)$/,
};

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {};
const seconds = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return typeof value !== 'boolean' && value !== '' && Number.isFinite(parsed) ? parsed : null;
};

/**
 * The markers ffprobe's `chapters` give: for each part, the first chapter of its name that ends
 * after it starts; none for a file without such chapters.
 */
export function markersFromChapters(chapters: unknown): TitleMarkers {
  const markers: TitleMarkers = {};
  for (const chapter of Array.isArray(chapters) ? chapters.map(record) : []) {
    const title = record(chapter.tags).title;
    if (typeof title !== 'string') continue;
    const name = title
      .trim()
      .toLowerCase()
      .replace(/[.…:]+$/, '');
    const start = seconds(chapter.start_time);
    const end = seconds(chapter.end_time);
    if (start === null || end === null || start < 0 || end <= start) continue;
    for (const part of Object.keys(PART_NAMES) as MarkerPart[]) {
      if (!markers[part] && PART_NAMES[part].test(name)) markers[part] = { start, end };
    }
  }
  return markers;
}
