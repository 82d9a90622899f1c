import {
  markersOfBody,
  type EpisodeBody,
  type FilmBody,
  type ShowBody,
  type StudioSeason,
  type StudioShow,
  type StudioTitleArt,
  type StudioTitleLine,
  type StudioVod,
} from '@marquee/contract';
import { searchText, titleArt, titleHue, type ShowRow, type VodRow } from '../catalogue/index.js';
import type { NewShowRow, NewVodRow } from './title-repository.js';

type Named = { id: number; name: string };
type ImageLine = { id: number; slot: string; digest: string };

/** A title's artwork as the editor shows it: what subscribers see, and which are uploads. */
export function presentArt(
  model: 'vod' | 'show',
  row: VodRow | ShowRow,
  images: ImageLine[],
): StudioTitleArt {
  const { cover } = titleArt(model, row.id, row);
  const stills = images.filter((image) => image.slot === 'still');
  return {
    cover_url: cover.medium_ar,
    backdrop_url: cover.preview_ar,
    cover_uploaded: row.coverImageUrl !== null,
    backdrop_uploaded: row.backdropImageUrl !== null,
    stills: stills.map((still, index) => ({ id: still.id, url: row.stillImageUrls[index] ?? '' })),
  };
}

const shared = (row: VodRow | ShowRow, genres: Named[], showTypes: Named[]) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  year: row.year,
  genres,
  show_types: showTypes,
  actors: row.actors,
  parental_code: row.parentalCode,
  require_pin: row.requirePin,
  censorship_allowed: row.censorshipAllowed,
  trailer_url: row.trailerUrl,
  created_at: row.createdAt.toISOString(),
});

export function presentStudioVod(
  loaded: { row: VodRow; genres: Named[]; showTypes: Named[] },
  images: ImageLine[],
  subtitles: { locale: string; url: string }[],
): StudioVod {
  const { row } = loaded;
  return {
    ...shared(row, loaded.genres, loaded.showTypes),
    type: row.type === 1 ? 1 : 0,
    runtime: row.runtime,
    show_id: row.showId,
    season_id: row.seasonId,
    episode_number: row.episodeNumber,
    art: presentArt('vod', row, images),
    subtitles: subtitles.map(({ locale, url }) => ({ locale, url })),
    markers: row.markers,
  };
}

export function presentSeason(row: {
  id: number;
  number: number;
  name: string;
  year: number | null;
  episodeCount: number;
}): StudioSeason {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    year: row.year,
    episode_count: row.episodeCount,
  };
}

export function presentStudioShow(
  loaded: {
    row: ShowRow;
    genres: Named[];
    showTypes: Named[];
    seasons: Parameters<typeof presentSeason>[0][];
  },
  images: ImageLine[],
  markerEpisodes: StudioShow['marker_episodes'],
): StudioShow {
  const { row } = loaded;
  return {
    ...shared(row, loaded.genres, loaded.showTypes),
    writers: row.writers,
    seasons: loaded.seasons.map(presentSeason),
    art: presentArt('show', row, images),
    markers: row.markers,
    marker_episodes: markerEpisodes,
  };
}

export function presentLine(
  model: 'vod' | 'show',
  row: VodRow | ShowRow,
  genres: Named[],
): StudioTitleLine {
  return {
    id: row.id,
    title: row.title,
    year: row.year,
    genres,
    cover_url: titleArt(model, row.id, row).cover.medium_ar,
    episode_number: 'episodeNumber' in row ? row.episodeNumber : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns films, episodes and shows share, from a parsed body. */
function sharedColumns(body: FilmBody | ShowBody) {
  return {
    title: body.title,
    description: body.description,
    year: body.year,
    actors: body.actors,
    parentalCode: body.parental_code,
    // A PIN is asked only of a rated title.
    requirePin: body.parental_code !== null && body.require_pin,
    censorshipAllowed: body.censorship_allowed,
    trailerUrl: body.trailer_url,
    searchText: searchText(body.title),
    artHue: titleHue(body.title),
  };
}

/** The markers a body gives; none when it leaves them out (they stay as they are). */
const markerColumn = (body: FilmBody | EpisodeBody | ShowBody) =>
  body.markers ? { markers: markersOfBody(body.markers) } : {};

export const vodColumns = (body: FilmBody | EpisodeBody): Partial<NewVodRow> => ({
  ...sharedColumns(body),
  runtime: body.runtime,
  ...('episode_number' in body ? { episodeNumber: body.episode_number } : {}),
  ...markerColumn(body),
});

export const showColumns = (body: ShowBody): Partial<NewShowRow> => ({
  ...sharedColumns(body),
  writers: body.writers,
  ...markerColumn(body),
});
