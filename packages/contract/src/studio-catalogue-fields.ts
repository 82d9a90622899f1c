import { z } from './zod.js';
import { idSchema, namedSchema } from './common.js';
import { titleMarkersSchema } from './household.js';
import { isAppPath, isHttpsUrl, switchSchema, titleText } from './studio-ads.js';
import {
  markersWithinRuntime,
  showMarkersBodySchema,
  titleMarkersBodySchema,
} from './studio-catalogue-markers.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The fields of a title as the studio's catalogue editor writes them (catalogue §3): films,
 * episodes and shows share most of them. The calls are in studio-catalogue.ts.
 */

const M = ValidationKey;

const yearSchema = z
  .number({ error: M.yearInvalid })
  .check(
    z.int({ error: M.yearInvalid }),
    z.gte(1870, { error: M.yearInvalid }),
    z.lte(2100, { error: M.yearInvalid }),
  );

/** People's names (cast, writers): each 1 to 100 characters, 100 names at most. */
const namesSchema = z
  .array(
    z
      .string({ error: M.namesInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: M.namesInvalid }),
        z.maxLength(100, { error: M.namesInvalid }),
      ),
    { error: M.namesInvalid },
  )
  .check(z.maxLength(100, { error: M.namesInvalid }));

/** Genre or show type ids, chosen from the catalogue's own. */
const choiceIdsSchema = z
  .array(
    z
      .int({ error: M.choiceInvalid })
      .check(
        z.positive({ error: M.choiceInvalid }),
        z.lte(2_147_483_647, { error: M.choiceInvalid }),
      ),
    { error: M.choiceInvalid },
  )
  .check(z.maxLength(50, { error: M.choiceInvalid }));

/** The fields films, episodes and shows share. */
const sharedFields = {
  title: titleText,
  description: z
    .string({ error: M.descriptionTooLong })
    .check(z.trim(), z.maxLength(5000, { error: M.descriptionTooLong })),
  year: z.nullable(yearSchema),
  genre_ids: choiceIdsSchema,
  show_type_ids: choiceIdsSchema,
  actors: namesSchema,
  /** The parental rating's code ("16+"); null: no rating. */
  parental_code: z.nullable(
    z
      .string({ error: M.parentalCodeInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: M.parentalCodeInvalid }),
        z.maxLength(20, { error: M.parentalCodeInvalid }),
      ),
  ),
  /** Whether playing it asks the parental PIN (with a rating only). */
  require_pin: switchSchema,
  censorship_allowed: switchSchema,
  /** The trailer: a path of this server (/media/...) or an https:// address; null: none. */
  trailer_url: z.nullable(
    z.string({ error: M.trailerUrlInvalid }).check(
      z.trim(),
      z.refine((value) => isAppPath(value) || isHttpsUrl(value), { error: M.trailerUrlInvalid }),
    ),
  ),
};

const runtimeSchema = z.nullable(
  z
    .number({ error: M.runtimeInvalid })
    .check(
      z.int({ error: M.runtimeInvalid }),
      z.gte(1, { error: M.runtimeInvalid }),
      z.lte(1440, { error: M.runtimeInvalid }),
    ),
);

/**
 * A film's or an episode's skip markers; absent: left as they are (a new film has none, a new
 * episode takes its show's intro and recap).
 */
const vodMarkers = z.optional(titleMarkersBodySchema);

/** A film as operators write it. */
export const filmBodySchema = z
  .strictObject({ ...sharedFields, runtime: runtimeSchema, markers: vodMarkers })
  .check(...markersWithinRuntime);
export type FilmBody = z.input<typeof filmBodySchema>;

const episodeNumberSchema = z
  .number({ error: M.episodeNumberInvalid })
  .check(
    z.int({ error: M.episodeNumberInvalid }),
    z.gte(1, { error: M.episodeNumberInvalid }),
    z.lte(9999, { error: M.episodeNumberInvalid }),
  );

/** An episode as operators write it: a film's fields and its number in the season. */
export const episodeBodySchema = z
  .strictObject({
    ...sharedFields,
    runtime: runtimeSchema,
    episode_number: episodeNumberSchema,
    markers: vodMarkers,
  })
  .check(...markersWithinRuntime);
export type EpisodeBody = z.input<typeof episodeBodySchema>;

/**
 * A TV show as operators write it. Its intro and recap (`markers`; absent: left as they are)
 * are its episodes' default: a change reaches the episodes with none of their own and those
 * that had the show's.
 */
export const showBodySchema = z.strictObject({
  ...sharedFields,
  writers: namesSchema,
  markers: z.optional(showMarkersBodySchema),
});
export type ShowBody = z.input<typeof showBodySchema>;

/** A season as operators write it. */
export const seasonBodySchema = z.strictObject({
  number: episodeNumberSchema,
  name: titleText,
  year: z.nullable(yearSchema),
});
export type SeasonBody = z.input<typeof seasonBodySchema>;

/** A new genre's name. */
export const genreBodySchema = z.strictObject({ name: titleText });
export type GenreBody = z.input<typeof genreBodySchema>;

/** A title's artwork as the editor shows it: what subscribers see, and what was uploaded. */
export const studioTitleArtSchema = z.object({
  cover_url: z.string(),
  backdrop_url: z.string(),
  /** Whether the cover and backdrop are uploads (removing one brings back the previous art). */
  cover_uploaded: z.boolean(),
  backdrop_uploaded: z.boolean(),
  /** Uploaded gallery stills in order; none: the generated stills. */
  stills: z.array(z.object({ id: z.int(), url: z.string() })),
});
export type StudioTitleArt = z.infer<typeof studioTitleArtSchema>;

const sharedResponse = {
  id: z.int(),
  title: z.string(),
  description: z.string(),
  year: z.nullable(z.int()),
  genres: z.array(namedSchema),
  show_types: z.array(namedSchema),
  actors: z.array(z.string()),
  parental_code: z.nullable(z.string()),
  require_pin: z.boolean(),
  censorship_allowed: z.boolean(),
  trailer_url: z.nullable(z.string()),
  art: studioTitleArtSchema,
  created_at: z.string(),
};

/** A film or an episode as the editor reads it. */
export const studioVodSchema = z.object({
  ...sharedResponse,
  /** 0 film, 1 episode. */
  type: z.union([z.literal(0), z.literal(1)]),
  runtime: z.nullable(z.int()),
  show_id: z.nullable(z.int()),
  season_id: z.nullable(z.int()),
  episode_number: z.nullable(z.int()),
  subtitles: z.array(z.object({ locale: z.string(), url: z.string() })),
  markers: titleMarkersSchema,
});
export type StudioVod = z.infer<typeof studioVodSchema>;

export const studioSeasonSchema = z.object({
  id: z.int(),
  number: z.int(),
  name: z.string(),
  year: z.nullable(z.int()),
  episode_count: z.int(),
});
export type StudioSeason = z.infer<typeof studioSeasonSchema>;

/** A TV show as the editor reads it, with its seasons. */
export const studioShowSchema = z.object({
  ...sharedResponse,
  writers: z.array(z.string()),
  seasons: z.array(studioSeasonSchema),
  /** The intro and recap its episodes share by default. */
  markers: titleMarkersSchema,
  /** How many episodes it has, and how many have the show's intro, and its recap. */
  marker_episodes: z.object({ total: z.int(), intro: z.int(), recap: z.int() }),
});
export type StudioShow = z.infer<typeof studioShowSchema>;

/** A line of the catalogue's lists (films, shows, a season's episodes). */
export const studioTitleLineSchema = z.object({
  id: z.int(),
  title: z.string(),
  year: z.nullable(z.int()),
  genres: z.array(namedSchema),
  cover_url: z.string(),
  episode_number: z.nullable(z.int()),
  created_at: z.string(),
});
export type StudioTitleLine = z.infer<typeof studioTitleLineSchema>;

/** The genres and show types a title is given from. */
export const studioCatalogueChoicesSchema = z.object({
  genres: z.array(namedSchema),
  show_types: z.array(namedSchema),
});
export type StudioCatalogueChoices = z.infer<typeof studioCatalogueChoicesSchema>;

export const catalogueIdParamsSchema = z.strictObject({ id: idSchema });
