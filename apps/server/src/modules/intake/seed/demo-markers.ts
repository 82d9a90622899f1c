// The demo titles' skip markers, timed on the demo clip (30 s, DEMO_CLIP_SECONDS) that every
// demo film and episode plays: an intro from the start, a recap after it in every episode but
// a season's first, and credits over the last 5 seconds. Every show's intro is the one its
// episodes share; every fourth demo film has markers too, so the catalogue shows both kinds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TitleMarkers } from '@marquee/contract';
import { shows, vods } from '../../../db/schema.js';
import { DEMO_CLIP_SECONDS } from './demo-curation.js';
import { DEMO_MEDIA } from './seed-titles.js';
import type { Tx } from './seed-transaction.js';

const INTRO = { start: 0, end: 6 };
const RECAP = { start: 6, end: 10 };
// After every position the demo's continue-watching row saved (at most 24 s): those titles
// are unfinished.
const CREDITS = { start: DEMO_CLIP_SECONDS - 5, end: DEMO_CLIP_SECONDS };

/** The markers of demo shows, their first episodes, their later episodes, and their films. */
export const DEMO_MARKERS = {
  show: { intro: INTRO },
  firstEpisode: { intro: INTRO, credits: CREDITS },
  laterEpisode: { intro: INTRO, recap: RECAP, credits: CREDITS },
  film: { intro: INTRO, credits: CREDITS },
} satisfies Record<string, TitleMarkers>;

/** Every how many demo films (in the order they were made) one has markers. */
export const DEMO_FILMS_WITH_MARKERS_EVERY = 4;

const json = (markers: TitleMarkers) => sql`${JSON.stringify(markers)}::jsonb`;
const none = sql`${vods.markers} = '{}'::jsonb`;

/**
 * Gives the demo's titles that have none their markers: demo shows (the ones playing the demo
 * trailer) and their episodes, and every fourth demo film. A title with markers of its own,
 * set by an operator, keeps them. Says whether it wrote anything.
 */
export async function seedDemoMarkers(tx: Tx): Promise<boolean> {
  const demoShows = tx
    .select({ id: shows.id })
    .from(shows)
    .where(eq(shows.trailerUrl, DEMO_MEDIA.trailer));
  const showsDone = await tx
    .update(shows)
    .set({ markers: DEMO_MARKERS.show })
    .where(and(eq(shows.trailerUrl, DEMO_MEDIA.trailer), sql`${shows.markers} = '{}'::jsonb`))
    .returning({ id: shows.id });
  const episodesDone = await tx
    .update(vods)
    .set({
      markers: sql`case when coalesce(${vods.episodeNumber}, 1) = 1 then ${json(DEMO_MARKERS.firstEpisode)} else ${json(DEMO_MARKERS.laterEpisode)} end`,
    })
    .where(and(eq(vods.type, 1), inArray(vods.showId, demoShows), none))
    .returning({ id: vods.id });
  const ranked = tx
    .select({
      id: vods.id,
      rank: sql<number>`row_number() over (order by ${vods.id})`.as('rank'),
    })
    .from(vods)
    .where(and(eq(vods.type, 0), eq(vods.trailerUrl, DEMO_MEDIA.trailer)))
    .as('ranked');
  const filmIds = tx
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} % ${DEMO_FILMS_WITH_MARKERS_EVERY} = 0`);
  const filmsDone = await tx
    .update(vods)
    .set({ markers: DEMO_MARKERS.film })
    .where(and(inArray(vods.id, filmIds), none))
    .returning({ id: vods.id });
  return showsDone.length + episodesDone.length + filmsDone.length > 0;
}
