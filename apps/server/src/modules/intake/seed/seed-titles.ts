import { eq } from 'drizzle-orm';
import {
  seasons,
  showGenres,
  showShowTypes,
  shows,
  vodGenres,
  vodProfiles,
  vodShowTypes,
  vodSources,
  vods,
} from '../../../db/schema.js';
import { searchText } from '../../catalogue/catalogue/index.js';
import { insertDemoCampaigns, planDemoCampaigns } from './demo-campaigns.js';
import type { DemoCatalogue, DemoFilm } from './demo-catalogue.js';
import { planDemoCuration } from './demo-curation.js';
import { episodeProfiles, filmProfiles, type DemoProfile } from './demo-profiles.js';
import { insertDemoSubtitles, planDemoSubtitles } from './demo-subtitles.js';
import { demoViewer } from './seed-accounts.js';
import { insertDemoCuration, type SeededIds } from './seed-curation.js';
import type { Tx } from './seed-transaction.js';

export const DEMO_MEDIA = {
  /** Both renditions (360p and 720p): HD and the rented qualities. */
  film: '/media/vod/demo/master.m3u8',
  /** The 360p rendition alone: SD profiles. */
  filmSd: '/media/vod/demo/sd.m3u8',
  trailer: '/media/vod/trailer/master.m3u8',
} as const;

/** Whether the demo's titles are in: only they play the demo trailer, imported films do not. */
export async function hasDemoTitles(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: vods.id })
    .from(vods)
    .where(eq(vods.trailerUrl, DEMO_MEDIA.trailer))
    .limit(1);
  return row !== undefined;
}

/**
 * The generated films, shows and episodes with their playback profiles, and what refers to
 * them: the curation, the adverts and the subtitles.
 */
export async function insertDemoTitles(
  tx: Tx,
  catalogue: DemoCatalogue,
  genreId: (demoId: number) => number,
  showTypeId: (demoId: number) => number,
  now: Date,
): Promise<void> {
  const filmIds = idsOf(
    await tx
      .insert(vods)
      .values(
        catalogue.films.map((film) => ({
          type: 0,
          ...titleColumns(film),
          runtime: film.runtime,
          trailerUrl: DEMO_MEDIA.trailer,
        })),
      )
      .returning({ id: vods.id }),
  );
  await insertRelations(tx, catalogue.films, filmIds, genreId, showTypeId);
  await insertProfiles(
    tx,
    filmIds.flatMap((vodId, index) => profileRows(vodId, filmProfiles(index))),
  );

  const ids: SeededIds = { films: filmIds, shows: [], episodes: [] };
  for (const [showIndex, show] of catalogue.shows.entries()) {
    const [showRow] = await tx
      .insert(shows)
      .values({ ...titleColumns(show), writers: show.writers, trailerUrl: DEMO_MEDIA.trailer })
      .returning({ id: shows.id });
    const showId = showRow!.id;
    ids.shows.push(showId);
    ids.episodes.push([]);
    if (show.genre_ids.length > 0) {
      await tx
        .insert(showGenres)
        .values(show.genre_ids.map((id) => ({ showId, genreId: genreId(id) })));
    }
    if (show.show_type_ids.length > 0) {
      await tx
        .insert(showShowTypes)
        .values(show.show_type_ids.map((id) => ({ showId, showTypeId: showTypeId(id) })));
    }
    for (const season of show.seasons) {
      const [seasonRow] = await tx
        .insert(seasons)
        .values({ showId, number: season.number, name: season.name, year: show.year })
        .returning({ id: seasons.id });
      const episodeIds = idsOf(
        await tx
          .insert(vods)
          .values(
            season.episodes.map((episode) => ({
              type: 1,
              ...titleColumns(show),
              title: episode.title,
              searchText: searchText(episode.title),
              description: episode.synopsis,
              runtime: episode.runtime,
              showId,
              seasonId: seasonRow!.id,
              episodeNumber: episode.number,
              // Each season's opener has a trailer; the others show the no-trailer path.
              trailerUrl: episode.number === 1 ? DEMO_MEDIA.trailer : null,
            })),
          )
          .returning({ id: vods.id }),
      );
      await insertRelations(
        tx,
        episodeIds.map(() => show),
        episodeIds,
        genreId,
        showTypeId,
      );
      ids.episodes[showIndex]!.push(episodeIds);
      await insertProfiles(
        tx,
        episodeIds.flatMap((vodId, index) =>
          profileRows(vodId, episodeProfiles(showIndex, season.episodes[index]!.number)),
        ),
      );
    }
  }

  await insertDemoCuration(tx, planDemoCuration(catalogue), ids, await demoViewer(tx), now);
  await insertDemoCampaigns(tx, planDemoCampaigns(catalogue), ids);
  await insertDemoSubtitles(tx, planDemoSubtitles(catalogue), ids);
}

function titleColumns(title: Omit<DemoFilm, 'runtime'>) {
  return {
    title: title.title,
    searchText: searchText(title.title),
    year: title.year,
    description: title.synopsis,
    rating: title.rating,
    parentalCode: title.parental_rating.code,
    requirePin: title.parental_rating.require_pin,
    censorshipAllowed: title.censorship_allowed,
    actors: title.cast,
    artHue: title.poster_hue,
    createdAt: title.created_at,
  };
}

/** The new ids of a multi-row INSERT ... RETURNING, in the order of its rows. */
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

async function insertRelations(
  tx: Tx,
  titles: { genre_ids: number[]; show_type_ids: number[] }[],
  ids: number[],
  genreId: (demoId: number) => number,
  showTypeId: (demoId: number) => number,
): Promise<void> {
  const genreRows = titles.flatMap((title, index) =>
    title.genre_ids.map((id) => ({ vodId: ids[index]!, genreId: genreId(id) })),
  );
  const showTypeRows = titles.flatMap((title, index) =>
    title.show_type_ids.map((id) => ({ vodId: ids[index]!, showTypeId: showTypeId(id) })),
  );
  if (genreRows.length > 0) await tx.insert(vodGenres).values(genreRows);
  if (showTypeRows.length > 0) await tx.insert(vodShowTypes).values(showTypeRows);
}

function profileRows(vodId: number, list: DemoProfile[]): (typeof vodProfiles.$inferInsert)[] {
  return list.map((profile) => ({ vodId, ...profile }));
}

/** Playback profiles with the demo film as the stream of each: SD gets its 360p rendition only. */
async function insertProfiles(tx: Tx, rows: (typeof vodProfiles.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(vodProfiles)
    .values(rows)
    .returning({ id: vodProfiles.id, code: vodProfiles.code });
  await tx.insert(vodSources).values(
    inserted.map(({ id, code }) => ({
      profileId: id,
      url: code === 'sd' ? DEMO_MEDIA.filmSd : DEMO_MEDIA.film,
    })),
  );
}
