import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import {
  coverSchema,
  galleryImageSchema,
  idListSchema,
  idSchema,
  limitSchema,
  namedSchema,
  pagedQuerySchema,
  pageSchema,
  parentalRatingSchema,
  titleSearchSchema,
} from './common.js';
import {
  ItemType,
  rateConfigSchema,
  titleArtFields,
  titleSortFields,
  vodItemSchema,
} from './vod.js';

export const genreSchema = namedSchema;
export type Genre = z.infer<typeof genreSchema>;
export const showTypeSchema = namedSchema;
export type ShowType = z.infer<typeof showTypeSchema>;

/** A season of a TV show; its episodes come from the VOD list (`filter[multi_event_vod_season_id]`). */
export const seasonSchema = z.object({
  id: z.int(),
  name: z.string(),
  number: z.int().check(z.gte(0)),
});
export type Season = z.infer<typeof seasonSchema>;

/** A TV show (multi-event VOD), per catalogue §3. */
export const tvShowSchema = z.object({
  id: z.int(),
  type: z.literal(ItemType.show),
  title: z.string(),
  year: z.nullable(z.int()),
  description: z.string(),
  /** Rating out of 10. */
  rating: z.nullable(z.number().check(z.gte(0), z.lte(10))),
  rate: vodItemSchema.shape.rate,
  genres: z.array(genreSchema),
  show_types: z.array(showTypeSchema),
  actors: z.array(z.object({ name: z.string() })),
  /** The show's creators. */
  writers: z.array(z.object({ name: z.string() })),
  ...titleArtFields,
  censorship_allowed: z.boolean(),
  seasons: z.array(seasonSchema),
  season_count: z.int().check(z.gte(0)),
  created_at: z.string(),
});
export type TvShow = z.infer<typeof tvShowSchema>;

/** A movie, an episode or a TV show, told apart by `type`. */
export const catalogueItemSchema = z.discriminatedUnion('type', [vodItemSchema, tvShowSchema]);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** Query of the TV show list: a show (`filter[id]`), search (`filter[title]`), genre pages. */
export const tvShowListQuerySchema = z.strictObject({
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
  filter: z.optional(
    z.strictObject({
      id: z.optional(idSchema),
      title: z.optional(titleSearchSchema),
      genre_id: z.optional(idListSchema),
      show_type_id: z.optional(idListSchema),
    }),
  ),
  sort: z.optional(z.strictObject(titleSortFields)),
  config: rateConfigSchema,
});
export type TvShowListQuery = z.input<typeof tvShowListQuerySchema>;

/** Recommendations: type 0 for movies, 2 for TV shows. */
export const recommendedBodySchema = z.strictObject({
  type: z.union([z.literal(0), z.literal(2), z.pipe(z.enum(['0', '2']), z.transform(Number))], {
    error: 'type must be 0 (movies) or 2 (TV shows)',
  }),
  limit: z.optional(limitSchema),
});
export type RecommendedBody = z.input<typeof recommendedBodySchema>;

export const highlightedTypeSchema = z.union([
  z.literal(ItemType.movie),
  z.literal(ItemType.episode),
  z.literal(ItemType.show),
  z.literal(ItemType.channel),
]);

/** A slide of the highlighted-content slider; shown only with an image, a title and an id. */
export const highlightedContentItemSchema = z.object({
  id: z.int(),
  type: highlightedTypeSchema,
  model_id: z.int(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** The movie, episode, show or channel the slide points at. */
  model: z.nullable(
    z.object({
      banners: z.array(z.string()),
      gallery: z.array(galleryImageSchema),
      cover: z.nullable(coverSchema),
      covers: z.array(coverSchema),
      screenshot_url: z.nullable(z.string()),
      parental_rating: z.nullable(parentalRatingSchema),
    }),
  ),
});
export type HighlightedContentItem = z.infer<typeof highlightedContentItemSchema>;

/** The highest star; the web shows ratings out of 10, so one star is worth 2 points. */
export const RATING_STARS_MAX = 5;

/** Turns a 1..5 star rating into the 0..10 scale the catalogue shows. */
export function starsToTen(stars: number): number {
  return stars * 2;
}

/** Path of a rating call: the spec puts the rating in the path, as 1..5 stars. */
export const rateParamsSchema = z.strictObject({
  id: idSchema,
  rating: z.coerce
    .number({ error: 'rating must be a number' })
    .check(
      z.int({ error: 'rating must be a whole number of stars' }),
      z.gte(1, { error: 'rating must be 1 to 5 stars' }),
      z.lte(RATING_STARS_MAX, { error: 'rating must be 1 to 5 stars' }),
    ),
});
export type RateParams = z.input<typeof rateParamsSchema>;

/**
 * A rating's outcome. Rating the same title twice fails (status 0, HTTP 409) with the message
 * "Item already rated".
 */
export const rateResultSchema = z.object({
  /** The viewer's stars, 1 to 5. */
  rating: z.int().check(z.gte(1), z.lte(RATING_STARS_MAX)),
  /** The new average, out of 10. */
  rate_average: z.number().check(z.gte(0), z.lte(10)),
  rate_count: z.int().check(z.gte(0)),
});
export type RateResult = z.infer<typeof rateResultSchema>;

export const catalogueCalls = {
  /** The TV show (multi-event VOD) list; the spec names it without showing its path. */
  tvShows: endpoint({
    method: 'GET',
    path: '/multi-event-vods/list',
    auth: 'token',
    chosenByContract: true,
    query: tvShowListQuerySchema,
    response: listOf(tvShowSchema),
  }),
  /** Genres for the genre bar and the search filters; the spec does not show the path. */
  genres: endpoint({
    method: 'GET',
    path: '/genres/list',
    auth: 'token',
    chosenByContract: true,
    response: z.array(genreSchema),
  }),
  /** Show types for the filters; the spec does not show the path. */
  showTypes: endpoint({
    method: 'GET',
    path: '/show-types/list',
    auth: 'token',
    chosenByContract: true,
    response: z.array(showTypeSchema),
  }),
  /** Recommended movies (type 0) or TV shows (type 2); the spec does not show the path. */
  recommended: endpoint({
    method: 'POST',
    path: '/vods/recommended',
    auth: 'token',
    chosenByContract: true,
    body: recommendedBodySchema,
    response: listOf(catalogueItemSchema),
  }),
  /** Movies like the given one; the spec does not show the path. */
  similar: endpoint({
    method: 'POST',
    path: '/vods/similar',
    auth: 'token',
    chosenByContract: true,
    body: z.strictObject({ vod_id: idSchema, limit: z.optional(limitSchema) }),
    response: listOf(vodItemSchema),
  }),
  trendingMovies: endpoint({
    method: 'GET',
    path: '/vods/trending-movies',
    auth: 'token',
    query: pagedQuerySchema,
    response: listOf(vodItemSchema),
  }),
  trendingTvShows: endpoint({
    method: 'GET',
    path: '/vods/trending-tv-shows',
    auth: 'token',
    query: pagedQuerySchema,
    response: listOf(tvShowSchema),
  }),
  /** Slides for the page at `url` (e.g. `/home`); the spec does not show the path. */
  highlightedContent: endpoint({
    method: 'GET',
    path: '/highlighted-content/list',
    auth: 'token',
    chosenByContract: true,
    query: z.strictObject({
      url: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))),
    }),
    response: z.array(highlightedContentItemSchema),
  }),
  /** Rates a movie or an episode; the spec shows only `/{id}/{rating}`, not the prefix or method. */
  rateVod: endpoint({
    method: 'POST',
    path: '/vods/rate/:id/:rating',
    auth: 'token',
    chosenByContract: true,
    params: rateParamsSchema,
    response: rateResultSchema,
  }),
  /** Rates a TV show (rating dialog video type 2); prefix and method chosen as for `rateVod`. */
  rateTvShow: endpoint({
    method: 'POST',
    path: '/multi-event-vods/rate/:id/:rating',
    auth: 'token',
    chosenByContract: true,
    params: rateParamsSchema,
    response: rateResultSchema,
  }),
};
