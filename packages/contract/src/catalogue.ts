import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { listOf } from './envelope.js';
import {
  coverSchema,
  flagSchema,
  galleryImageSchema,
  idListSchema,
  idSchema,
  limitSchema,
  namedSchema,
  pagedQuerySchema,
  pageSchema,
  parentalRatingSchema,
  sortDirectionSchema,
} from './common.js';
import { ItemType, vodItemSchema } from './vod.js';

export const genreSchema = namedSchema;
export type Genre = z.infer<typeof genreSchema>;
export const showTypeSchema = namedSchema;
export type ShowType = z.infer<typeof showTypeSchema>;

/** A season of a TV show; its episodes come from the VOD list (`filter[multi_event_vod_season_id]`). */
export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int().min(0),
});
export type Season = z.infer<typeof seasonSchema>;

/** A TV show (multi-event VOD), per catalogue §3. */
export const tvShowSchema = z.object({
  id: z.number().int(),
  type: z.literal(ItemType.show),
  title: z.string(),
  year: z.number().int().nullable(),
  description: z.string(),
  /** Rating out of 10. */
  rating: z.number().min(0).max(10).nullable(),
  rate: vodItemSchema.shape.rate,
  genres: z.array(genreSchema),
  show_types: z.array(showTypeSchema),
  actors: z.array(z.object({ name: z.string() })),
  /** The show's creators. */
  writers: z.array(z.object({ name: z.string() })),
  parental_rating: parentalRatingSchema.nullable(),
  cover: coverSchema,
  covers: z.array(coverSchema),
  gallery: z.array(galleryImageSchema),
  screenshot_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  trailer_source: z.object({ url: z.string() }).nullable(),
  censorship_allowed: z.boolean(),
  seasons: z.array(seasonSchema),
  season_count: z.number().int().min(0),
  created_at: z.string(),
});
export type TvShow = z.infer<typeof tvShowSchema>;

/** A movie, an episode or a TV show, told apart by `type`. */
export const catalogueItemSchema = z.discriminatedUnion('type', [vodItemSchema, tvShowSchema]);
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** Query of the TV show list: a show (`filter[id]`), search (`filter[title]`), genre pages. */
export const tvShowListQuerySchema = z
  .object({
    page: pageSchema.optional(),
    limit: limitSchema.optional(),
    filter: z
      .object({
        id: idSchema.optional(),
        title: z.string().trim().min(1).max(100).optional(),
        genre_id: idListSchema.optional(),
        show_type_id: idListSchema.optional(),
      })
      .strict()
      .optional(),
    sort: z
      .object({
        created: sortDirectionSchema.optional(),
        title: sortDirectionSchema.optional(),
        year: sortDirectionSchema.optional(),
      })
      .strict()
      .optional(),
    config: z.object({ enable_rate: flagSchema.optional() }).strict().optional(),
  })
  .strict();
export type TvShowListQuery = z.input<typeof tvShowListQuerySchema>;

/** Recommendations: type 0 for movies, 2 for TV shows. */
export const recommendedBodySchema = z
  .object({
    type: z.union([z.literal(0), z.literal(2), z.enum(['0', '2']).transform(Number)], {
      error: 'type must be 0 (movies) or 2 (TV shows)',
    }),
    limit: limitSchema.optional(),
  })
  .strict();
export type RecommendedBody = z.input<typeof recommendedBodySchema>;

export const highlightedTypeSchema = z.union([
  z.literal(ItemType.movie),
  z.literal(ItemType.episode),
  z.literal(ItemType.show),
  z.literal(ItemType.channel),
]);

/** A slide of the highlighted-content slider; shown only with an image, a title and an id. */
export const highlightedContentItemSchema = z.object({
  id: z.number().int(),
  type: highlightedTypeSchema,
  model_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The movie, episode, show or channel the slide points at. */
  model: z
    .object({
      banners: z.array(z.string()),
      gallery: z.array(galleryImageSchema),
      cover: coverSchema.nullable(),
      covers: z.array(coverSchema),
      screenshot_url: z.string().nullable(),
      parental_rating: parentalRatingSchema.nullable(),
    })
    .nullable(),
});
export type HighlightedContentItem = z.infer<typeof highlightedContentItemSchema>;

/** The highest star; the web shows ratings out of 10, so one star is worth 2 points. */
export const RATING_STARS_MAX = 5;

/** Turns a 1..5 star rating into the 0..10 scale the catalogue shows. */
export function starsToTen(stars: number): number {
  return stars * 2;
}

/** Path of a rating call: the spec puts the rating in the path, as 1..5 stars. */
export const rateParamsSchema = z
  .object({
    id: idSchema,
    rating: z.coerce
      .number({ error: 'rating must be a number' })
      .int({ error: 'rating must be a whole number of stars' })
      .min(1, { error: 'rating must be 1 to 5 stars' })
      .max(RATING_STARS_MAX, { error: 'rating must be 1 to 5 stars' }),
  })
  .strict();
export type RateParams = z.input<typeof rateParamsSchema>;

/**
 * A rating's outcome. Rating the same title twice fails (status 0, HTTP 409) with the message
 * "Item already rated".
 */
export const rateResultSchema = z.object({
  /** The viewer's stars, 1 to 5. */
  rating: z.number().int().min(1).max(RATING_STARS_MAX),
  /** The new average, out of 10. */
  rate_average: z.number().min(0).max(10),
  rate_count: z.number().int().min(0),
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
    body: z.object({ vod_id: idSchema, limit: limitSchema.optional() }).strict(),
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
    query: z.object({ url: z.string().trim().min(1).max(2048).optional() }).strict(),
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
