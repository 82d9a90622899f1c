import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema, limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import {
  catalogueIdParamsSchema,
  episodeBodySchema,
  filmBodySchema,
  genreBodySchema,
  seasonBodySchema,
  showBodySchema,
  studioCatalogueChoicesSchema,
  studioSeasonSchema,
  studioShowSchema,
  studioTitleLineSchema,
  studioVodSchema,
} from './studio-catalogue-fields.js';

export * from './studio-catalogue-fields.js';
export * from './studio-catalogue-art.js';
export * from './studio-catalogue-markers.js';

/**
 * The studio's catalogue calls (/api/studio/catalogue/...): films, shows, seasons and episodes
 * (catalogue §3), listed, read, made, changed and deleted by owners and editors. Support
 * operators get 403 on every one. The artwork and subtitle calls are in studio-catalogue-art.ts.
 */

/** A list of films or shows: searched by title words, by genre, newest first or by title. */
export const catalogueListQuerySchema = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'is too long' }))),
  genre_id: z.optional(idSchema),
  sort: z.optional(z.enum(['newest', 'title'], { error: 'must be newest or title' })),
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;

const operatorCall = { auth: 'operator', chosenByContract: true } as const;

export const studioCatalogueCalls = {
  /** Films, paged, searched and filtered. */
  catalogueFilms: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/films',
    query: catalogueListQuerySchema,
    response: listOf(studioTitleLineSchema),
  }),
  /** TV shows, paged, searched and filtered. */
  catalogueShows: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/shows',
    query: catalogueListQuerySchema.clone(),
    response: listOf(studioTitleLineSchema.clone()),
  }),
  /** The genres and show types titles are given from. */
  catalogueChoices: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/choices',
    response: studioCatalogueChoicesSchema,
  }),
  /** Adds a genre (or answers the one of that name). */
  addCatalogueGenre: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/genres',
    body: genreBodySchema,
    response: studioCatalogueChoicesSchema.clone(),
  }),
  /** A film or an episode, for editing. */
  catalogueVod: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/vods/:id',
    params: catalogueIdParamsSchema,
    response: studioVodSchema,
  }),
  createCatalogueFilm: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/films',
    body: filmBodySchema,
    response: studioVodSchema.clone(),
  }),
  /** Replaces a film's fields. */
  changeCatalogueFilm: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/films/:id',
    params: catalogueIdParamsSchema.clone(),
    body: filmBodySchema.clone(),
    response: studioVodSchema.clone(),
  }),
  /** Replaces an episode's fields. */
  changeCatalogueEpisode: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/episodes/:id',
    params: catalogueIdParamsSchema.clone(),
    body: episodeBodySchema,
    response: studioVodSchema.clone(),
  }),
  /** Deletes a film or an episode with its media links, subtitles and artwork. */
  deleteCatalogueVod: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/vods/:id',
    params: catalogueIdParamsSchema.clone(),
    response: z.null(),
  }),
  /** A TV show with its seasons, for editing. */
  catalogueShow: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/shows/:id',
    params: catalogueIdParamsSchema.clone(),
    response: studioShowSchema,
  }),
  createCatalogueShow: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/shows',
    body: showBodySchema,
    response: studioShowSchema.clone(),
  }),
  changeCatalogueShow: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/shows/:id',
    params: catalogueIdParamsSchema.clone(),
    body: showBodySchema.clone(),
    response: studioShowSchema.clone(),
  }),
  /** Deletes a show with its seasons and episodes. */
  deleteCatalogueShow: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/shows/:id',
    params: catalogueIdParamsSchema.clone(),
    response: z.null(),
  }),
  /** Adds a season to a show. */
  createCatalogueSeason: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/show-seasons/:id',
    params: catalogueIdParamsSchema.clone(),
    body: seasonBodySchema,
    response: studioSeasonSchema,
  }),
  changeCatalogueSeason: endpoint({
    ...operatorCall,
    method: 'PUT',
    path: '/studio/catalogue/seasons/:id',
    params: catalogueIdParamsSchema.clone(),
    body: seasonBodySchema.clone(),
    response: studioSeasonSchema.clone(),
  }),
  /** Deletes a season with its episodes. */
  deleteCatalogueSeason: endpoint({
    ...operatorCall,
    method: 'DELETE',
    path: '/studio/catalogue/seasons/:id',
    params: catalogueIdParamsSchema.clone(),
    response: z.null(),
  }),
  /** A season's episodes in order. */
  catalogueEpisodes: endpoint({
    ...operatorCall,
    method: 'GET',
    path: '/studio/catalogue/season-episodes/:id',
    params: catalogueIdParamsSchema.clone(),
    response: z.array(studioTitleLineSchema.clone()),
  }),
  /** Adds an episode to a season. */
  createCatalogueEpisode: endpoint({
    ...operatorCall,
    method: 'POST',
    path: '/studio/catalogue/season-episodes/:id',
    params: catalogueIdParamsSchema.clone(),
    body: episodeBodySchema.clone(),
    response: studioVodSchema.clone(),
  }),
};
