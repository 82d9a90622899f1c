// The demo film's external WebVTT subtitles (access §3, Playable item: movie_source.subtitles),
// written by scripts/make-media.sh beside the clip, and the films that carry them.
import { vodSubtitles } from '../../../db/schema.js';
import type { DemoCatalogue } from './demo-catalogue.js';
import type { SeededIds } from './seed-curation.js';
import type { Tx } from './seed-transaction.js';

/** The clip's subtitles, one per locale; every cue falls inside the 30 s clip. */
export const DEMO_SUBTITLES = [
  { locale: 'en', url: '/media/vod/demo/subtitles/en.vtt' },
  { locale: 'pt', url: '/media/vod/demo/subtitles/pt.vtt' },
] as const;

/** How many films, after the newest, carry the subtitles. */
const SUBTITLED_FILMS = 5;

/**
 * Positions in the demo catalogue of the films with subtitles: the second to the sixth newest,
 * on the home page's new releases. The newest keeps the clip as it is, with no track at all,
 * so the player's "No subtitle" can be seen too.
 */
export function planDemoSubtitles(catalogue: DemoCatalogue): number[] {
  return catalogue.films
    .map((film, index) => ({ film, index }))
    .sort((a, b) => b.film.created_at.getTime() - a.film.created_at.getTime() || a.index - b.index)
    .slice(1, 1 + SUBTITLED_FILMS)
    .map(({ index }) => index);
}

/** The subtitles of the planned films. */
export async function insertDemoSubtitles(
  tx: Tx,
  filmPositions: number[],
  ids: SeededIds,
): Promise<void> {
  const rows = filmPositions.flatMap((position) =>
    DEMO_SUBTITLES.map((subtitle) => ({ vodId: ids.films[position]!, ...subtitle })),
  );
  if (rows.length > 0) await tx.insert(vodSubtitles).values(rows);
}
