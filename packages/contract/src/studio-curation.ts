import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';

/**
 * The studio's curation calls (/api/studio/curation/...): the highlighted slider on home
 * (catalogue §"Highlighted content") and the recommended rows of movies and shows. Both are
 * replaced whole, in the order given, so adding, removing and reordering are one call.
 */

/** What a slide points at, as ItemType numbers it: 0 movie, 1 episode, 2 TV show, 3 channel. */
export const slideModelTypeSchema = z.union(
  [z.literal(0), z.literal(1), z.literal(2), z.literal(3)],
  { error: 'must be 0 (movie), 1 (episode), 2 (TV show) or 3 (channel)' },
);
export type SlideModelType = z.infer<typeof slideModelTypeSchema>;

/** The most slides a slider holds, and titles a recommended row. */
export const MAX_SLIDES = 30;
export const MAX_RECOMMENDED = 50;

/** A slide of the home slider as the studio shows it. */
export const studioSlideSchema = z.object({
  model_type: slideModelTypeSchema,
  model_id: z.int(),
  /** The slide's text: the title's name unless the slide was given one of its own. */
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** False once the title or channel is gone: subscribers' apps leave the slide out. */
  found: z.boolean(),
});
export type StudioSlide = z.infer<typeof studioSlideSchema>;

/** A slide's title or channel; 0 only for a kept slide that names none (a teaser). */
const slideModelIdSchema = z.coerce
  .number({ error: 'must be a number' })
  .check(
    z.int({ error: 'must be a whole number' }),
    z.gte(0, { error: 'must be 0 or a positive id' }),
    z.lte(2_147_483_647, { error: 'is too large' }),
  );

const slideEntrySchema = z.strictObject({
  model_type: slideModelTypeSchema,
  model_id: slideModelIdSchema,
});

/** The slider as it is to be: its slides in order, each title or channel once. */
export const slidesBodySchema = z.strictObject({
  slides: z
    .array(slideEntrySchema, { error: 'must be a list of slides' })
    .check(z.maxLength(MAX_SLIDES, { error: `must hold ${MAX_SLIDES} slides at most` })),
});
export type SlidesBody = z.input<typeof slidesBodySchema>;

/** A title or channel found by name, to add to the slider or a row. */
export const curationCandidateSchema = z.object({
  model_type: slideModelTypeSchema,
  model_id: z.int(),
  title: z.string(),
  /** The year, or for an episode its show's name; empty when there is none. */
  detail: z.string(),
});
export type CurationCandidate = z.infer<typeof curationCandidateSchema>;

export const curationSearchQuerySchema = z.strictObject({
  search: z
    .string({ error: 'must be a text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(100, { error: 'must be 100 characters or fewer' }),
    ),
  /** Only this kind (movie 0, episode 1, show 2, channel 3); every kind when left out. */
  type: z.optional(
    z.pipe(z.coerce.number({ error: 'must be 0, 1, 2 or 3' }), slideModelTypeSchema),
  ),
});
export type CurationSearchQuery = z.input<typeof curationSearchQuerySchema>;

/** A title of a recommended row. */
export const recommendedTitleSchema = z.object({ id: z.int(), title: z.string() });
export type RecommendedTitle = z.infer<typeof recommendedTitleSchema>;

/** The recommended rows: the operator's movies and shows in order (best rated when empty). */
export const recommendedRowsSchema = z.object({
  movies: z.array(recommendedTitleSchema),
  shows: z.array(recommendedTitleSchema),
});
export type RecommendedRows = z.infer<typeof recommendedRowsSchema>;

const rowIds = z
  .array(idSchema, { error: 'must be a list of ids' })
  .check(z.maxLength(MAX_RECOMMENDED, { error: `must hold ${MAX_RECOMMENDED} titles at most` }));

export const recommendedRowsBodySchema = z.strictObject({ movies: rowIds, shows: rowIds.clone() });
export type RecommendedRowsBody = z.input<typeof recommendedRowsBodySchema>;

export const studioCurationCalls = {
  /** The home slider's slides in order. Owner, editor and support. */
  highlightedSlides: endpoint({
    method: 'GET',
    path: '/studio/curation/slides',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(studioSlideSchema),
  }),
  /** Replaces the home slider with these slides, in this order (owners and editors). */
  saveHighlightedSlides: endpoint({
    method: 'PUT',
    path: '/studio/curation/slides',
    auth: 'operator',
    chosenByContract: true,
    body: slidesBodySchema,
    response: z.array(studioSlideSchema),
  }),
  /** Movies, episodes, shows and channels whose name holds the search, 20 at most. */
  curationCandidates: endpoint({
    method: 'GET',
    path: '/studio/curation/candidates',
    auth: 'operator',
    chosenByContract: true,
    query: curationSearchQuerySchema,
    response: z.array(curationCandidateSchema),
  }),
  /** The recommended rows as the operator set them. Owner, editor and support. */
  recommendedRows: endpoint({
    method: 'GET',
    path: '/studio/curation/recommended',
    auth: 'operator',
    chosenByContract: true,
    response: recommendedRowsSchema,
  }),
  /** Replaces the recommended rows of movies and shows (owners and editors). */
  saveRecommendedRows: endpoint({
    method: 'PUT',
    path: '/studio/curation/recommended',
    auth: 'operator',
    chosenByContract: true,
    body: recommendedRowsBodySchema,
    response: recommendedRowsSchema,
  }),
};
