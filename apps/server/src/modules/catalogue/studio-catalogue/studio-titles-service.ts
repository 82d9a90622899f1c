import {
  notice,
  type CatalogueListQuery,
  type EpisodeBody,
  type FilmBody,
  type GenreBody,
  type List,
  type SeasonBody,
  type ShowBody,
  type StudioCatalogueChoices,
  type StudioSeason,
  type StudioShow,
  type StudioTitleLine,
  type StudioVod,
  withShowDefaults,
} from '@marquee/contract';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import type { ArtRepository } from './art-repository.js';
import {
  presentLine,
  presentSeason,
  presentStudioShow,
  presentStudioVod,
  showColumns,
  vodColumns,
} from './present-title.js';
import type { TitleListRepository } from './title-list-repository.js';
import type { Choices, TitleRepository } from './title-repository.js';

type AuditRecord = Provided['operators']['audit'];
export type OperatorContext = Parameters<AuditRecord>[0];

/** Titles on a page of the studio's lists. */
export const CATALOGUE_PAGE = 24;

export const titleNotFound = () => notFound(notice('studioTitleNotFound'));
const seasonNotFound = () => notFound(notice('studioSeasonNotFound'));

/** What an audit entry keeps of a title: its fields, and only the addresses of its art. */
const audited = ({ art, ...fields }: StudioVod | StudioShow) => ({
  ...fields,
  art: { cover_url: art.cover_url, backdrop_url: art.backdrop_url, stills: art.stills.length },
});

/** The studio's films, shows, seasons and episodes: read, made, changed, deleted, audited. */
export function createStudioTitlesService(deps: {
  titles: TitleRepository;
  lists: TitleListRepository;
  art: ArtRepository;
  audit: AuditRecord;
}) {
  const { titles, lists, art, audit } = deps;

  const loadVod = async (id: number): Promise<StudioVod> => {
    const loaded = await titles.vod(id);
    if (!loaded) throw titleNotFound();
    const [images, subtitles] = await Promise.all([art.images('vod', id), art.subtitles(id)]);
    return presentStudioVod(loaded, images, subtitles);
  };
  const loadShow = async (id: number): Promise<StudioShow> => {
    const loaded = await titles.show(id);
    if (!loaded) throw titleNotFound();
    const [images, markerEpisodes] = await Promise.all([
      art.images('show', id),
      titles.markerEpisodes(id, loaded.row.markers),
    ]);
    return presentStudioShow(loaded, images, markerEpisodes);
  };

  /** The body's genres and show types, each known, or a 400 naming the first unknown. */
  const choicesOf = async (body: FilmBody | ShowBody): Promise<Choices> => {
    const asked = {
      genreIds: [...new Set(body.genre_ids)],
      showTypeIds: [...new Set(body.show_type_ids)],
    };
    const known = await titles.knownChoices(asked);
    const unknown =
      asked.genreIds.find((id) => !known.genreIds.includes(id)) ??
      asked.showTypeIds.find((id) => !known.showTypeIds.includes(id));
    if (unknown !== undefined) throw badRequest(notice('studioChoiceUnknown', { id: unknown }));
    return asked;
  };

  const list = async (
    model: 'vod' | 'show',
    query: CatalogueListQuery,
  ): Promise<List<StudioTitleLine>> => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? CATALOGUE_PAGE);
    const ask = {
      search: query.search || undefined,
      genreId: query.genre_id === undefined ? undefined : Number(query.genre_id),
      sort: query.sort ?? 'newest',
      offset: (page - 1) * limit,
      limit,
    };
    const { rows, total } = model === 'vod' ? await lists.films(ask) : await lists.shows(ask);
    const genres = await lists.genresOf(
      model,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => presentLine(model, row, genres.get(row.id) ?? [])),
      pager: { page, pageCount: Math.ceil(total / limit), count: total },
    };
  };

  const recorded = (caller: OperatorContext, action: string, target: string) => ({
    change: (
      before: StudioVod | StudioShow | undefined,
      after: StudioVod | StudioShow | undefined,
    ) =>
      audit(caller, {
        action,
        target,
        ...(before ? { before: audited(before) } : {}),
        ...(after ? { after: audited(after) } : {}),
      }),
  });

  return {
    loadVod,
    loadShow,
    films: (query: CatalogueListQuery) => list('vod', query),
    shows: (query: CatalogueListQuery) => list('show', query),

    async choices(): Promise<StudioCatalogueChoices> {
      const { genres, showTypes } = await titles.choices();
      return { genres, show_types: showTypes };
    },

    async addGenre(caller: OperatorContext, body: GenreBody): Promise<StudioCatalogueChoices> {
      await titles.addGenre(body.name);
      await audit(caller, { action: 'genre.create', target: `genre:${body.name}`, after: body });
      return this.choices();
    },

    async createFilm(caller: OperatorContext, body: FilmBody): Promise<StudioVod> {
      const choices = await choicesOf(body);
      const id = await titles.insertVod(
        { type: 0, ...vodColumns(body), title: body.title },
        choices,
      );
      const after = await loadVod(id);
      await recorded(caller, 'film.create', `vod:${id}`).change(undefined, after);
      return after;
    },

    async changeVod(
      caller: OperatorContext,
      id: number,
      body: FilmBody | EpisodeBody,
      type: 0 | 1,
    ): Promise<StudioVod> {
      const before = await loadVod(id);
      if (before.type !== type) throw titleNotFound();
      const choices = await choicesOf(body);
      if (!(await titles.updateVod(id, vodColumns(body), choices))) throw titleNotFound();
      const after = await loadVod(id);
      await recorded(caller, type === 0 ? 'film.update' : 'episode.update', `vod:${id}`).change(
        before,
        after,
      );
      return after;
    },

    async deleteVod(caller: OperatorContext, id: number): Promise<void> {
      const before = await loadVod(id);
      if (!(await titles.deleteVod(id))) throw titleNotFound();
      const action = before.type === 0 ? 'film.delete' : 'episode.delete';
      await recorded(caller, action, `vod:${id}`).change(before, undefined);
    },

    async createShow(caller: OperatorContext, body: ShowBody): Promise<StudioShow> {
      const choices = await choicesOf(body);
      const id = await titles.insertShow({ ...showColumns(body), title: body.title }, choices);
      const after = await loadShow(id);
      await recorded(caller, 'show.create', `show:${id}`).change(undefined, after);
      return after;
    },

    async changeShow(caller: OperatorContext, id: number, body: ShowBody): Promise<StudioShow> {
      const before = await loadShow(id);
      const choices = await choicesOf(body);
      if (!(await titles.updateShow(id, showColumns(body), choices))) throw titleNotFound();
      const after = await loadShow(id);
      await recorded(caller, 'show.update', `show:${id}`).change(before, after);
      return after;
    },

    async deleteShow(caller: OperatorContext, id: number): Promise<void> {
      const before = await loadShow(id);
      if (!(await titles.deleteShow(id))) throw titleNotFound();
      await recorded(caller, 'show.delete', `show:${id}`).change(before, undefined);
    },

    async createSeason(
      caller: OperatorContext,
      showId: number,
      body: SeasonBody,
    ): Promise<StudioSeason> {
      await loadShow(showId);
      if (await titles.seasonNumberTaken(showId, body.number))
        throw badRequest(notice('studioSeasonNumberTaken', { number: body.number }));
      const id = await titles.insertSeason({ showId, ...body });
      const after = presentSeason({ id, ...body, episodeCount: 0 });
      await audit(caller, {
        action: 'season.create',
        target: `season:${id}`,
        after: { show_id: showId, ...after },
      });
      return after;
    },

    async changeSeason(
      caller: OperatorContext,
      id: number,
      body: SeasonBody,
    ): Promise<StudioSeason> {
      const season = await titles.season(id);
      if (!season) throw seasonNotFound();
      if (await titles.seasonNumberTaken(season.showId, body.number, id))
        throw badRequest(notice('studioSeasonNumberTaken', { number: body.number }));
      await titles.updateSeason(id, body);
      const seasons = await titles.seasonsOf(season.showId);
      const after = presentSeason(seasons.find((row) => row.id === id)!);
      await audit(caller, {
        action: 'season.update',
        target: `season:${id}`,
        before: { number: season.number, name: season.name, year: season.year },
        after,
      });
      return after;
    },

    async deleteSeason(caller: OperatorContext, id: number): Promise<void> {
      const season = await titles.season(id);
      if (!season || !(await titles.deleteSeason(id))) throw seasonNotFound();
      await audit(caller, { action: 'season.delete', target: `season:${id}`, before: season });
    },

    async episodes(seasonId: number): Promise<StudioTitleLine[]> {
      if (!(await titles.season(seasonId))) throw seasonNotFound();
      const rows = await titles.episodesOf(seasonId);
      const genres = await lists.genresOf(
        'vod',
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentLine('vod', row, genres.get(row.id) ?? []));
    },

    async createEpisode(
      caller: OperatorContext,
      seasonId: number,
      body: EpisodeBody,
    ): Promise<StudioVod> {
      const season = await titles.season(seasonId);
      if (!season) throw seasonNotFound();
      const choices = await choicesOf(body);
      const columns = vodColumns(body);
      // A new episode starts with its show's intro and recap, where it gives none of its own.
      const markers = withShowDefaults(
        columns.markers ?? {},
        await titles.showMarkers(season.showId),
      );
      const id = await titles.insertVod(
        { type: 1, ...columns, markers, title: body.title, showId: season.showId, seasonId },
        choices,
      );
      const after = await loadVod(id);
      await recorded(caller, 'episode.create', `vod:${id}`).change(undefined, after);
      return after;
    },
  };
}

export type StudioTitlesService = ReturnType<typeof createStudioTitlesService>;
