import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TitleMarkers } from '@marquee/contract';
import { bytea, createdAt } from './columns.js';
import { channels } from './live.js';

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const showTypes = pgTable('show_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Fields that movies, episodes and shows share. */
const titleColumns = () => ({
  title: text('title').notNull(),
  year: integer('year'),
  description: text('description').notNull().default(''),
  rating: real('rating'),
  parentalCode: text('parental_code'),
  requirePin: boolean('require_pin').notNull().default(false),
  censorshipAllowed: boolean('censorship_allowed').notNull().default(false),
  actors: jsonb('actors').$type<string[]>().notNull().default([]),
  /** Hue of the generated artwork. */
  artHue: integer('art_hue').notNull().default(220),
  trailerUrl: text('trailer_url'),
  /** How many viewers rated the title (`ratings`), and the sum of their stars (1 to 5 each). */
  rateCount: integer('rate_count').notNull().default(0),
  rateStarsSum: integer('rate_stars_sum').notNull().default(0),
  /**
   * The title's words, lower-cased and accent-folded, each after a space (" star wars"):
   * written by the application (searchText) on every insert and update of the title.
   */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  /** Uploaded artwork (title_images), drawn before frames and generated art; null: none. */
  coverImageUrl: text('cover_image_url'),
  backdropImageUrl: text('backdrop_image_url'),
  /** The addresses of the uploaded gallery stills, in order; empty: the generated stills. */
  stillImageUrls: jsonb('still_image_urls').$type<string[]>().notNull().default([]),
  /**
   * Where the intro, the recap and the credits run, in seconds; an absent part: none. A show's
   * are the default its episodes copy.
   */
  markers: jsonb('markers').$type<TitleMarkers>().notNull().default({}),
});

/** TV shows: the spec's multi-event VODs. */
export const shows = pgTable(
  'shows',
  {
    id: serial('id').primaryKey(),
    ...titleColumns(),
    writers: jsonb('writers').$type<string[]>().notNull().default([]),
  },
  (table) => [
    // Trigram index: answers the word-prefix LIKE of title search (see searchText).
    index('shows_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Recommendations and trending fall back to the best rated shows.
    index('shows_rating_idx').on(table.rating.desc().nullsLast(), table.id),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    showId: integer('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    year: integer('year'),
  },
  (table) => [uniqueIndex('seasons_show_number_idx').on(table.showId, table.number)],
);

/** Movies (type 0) and episodes (type 1): the spec's single-event VODs. */
export const vods = pgTable(
  'vods',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    ...titleColumns(),
    runtime: integer('runtime'),
    /** Frames of the title's own video (media/ingest), drawn instead of the generated art. */
    posterUrl: text('poster_url'),
    backdropUrl: text('backdrop_url'),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    episodeNumber: integer('episode_number'),
  },
  (table) => [
    index('vods_type_created_idx').on(table.type, table.createdAt),
    index('vods_season_episode_idx').on(table.seasonId, table.episodeNumber),
    // Trigram index: answers the word-prefix LIKE of title search (see searchText).
    index('vods_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The importer finds a film by title and year.
    index('vods_type_year_idx').on(table.type, table.year),
    // Recommendations and trending fall back to the best rated titles of a type.
    index('vods_type_rating_idx').on(table.type, table.rating.desc().nullsLast(), table.id),
  ],
);

export const vodGenres = pgTable(
  'vod_genres',
  {
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.vodId, table.genreId] }), index().on(table.genreId)],
);

export const vodShowTypes = pgTable(
  'vod_show_types',
  {
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    showTypeId: integer('show_type_id')
      .notNull()
      .references(() => showTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.vodId, table.showTypeId] })],
);

export const showGenres = pgTable(
  'show_genres',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.showId, table.genreId] })],
);

export const showShowTypes = pgTable(
  'show_show_types',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    showTypeId: integer('show_type_id')
      .notNull()
      .references(() => showTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.showId, table.showTypeId] })],
);

export type Pricing = { duration: number | null; priceCents: number };

/** Playback profiles of a title (e.g. SD, HD): included in the subscription or rentable. */
export const vodProfiles = pgTable(
  'vod_profiles',
  {
    id: serial('id').primaryKey(),
    /** The movie or episode the profile plays; null for a channel's profile. */
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    /**
     * The live channel the profile plays (its streaming profile, SD or HD); null for a title's.
     * One table for both, so entitlements, rentals and the profile's shape are the same.
     */
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** svod: included with an active subscription; tvod / tvod_dtr: rented or bought. */
    businessModel: text('business_model').notNull(),
    pricing: jsonb('pricing').$type<Pricing[]>().notNull().default([]),
  },
  (table) => [
    index('vod_profiles_vod_idx').on(table.vodId),
    index('vod_profiles_channel_idx').on(table.channelId),
    check('vod_profiles_one_owner', sql`(${table.vodId} is null) <> (${table.channelId} is null)`),
  ],
);

/** Where a profile's stream lives: an HLS master playlist below the media origin. */
export const vodSources = pgTable(
  'vod_sources',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => vodProfiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    drmLicenseUrl: text('drm_license_url'),
    /** The trick-play WebVTT (seek-bar thumbnails) beside the stream, when it has one. */
    thumbnailsUrl: text('thumbnails_url'),
  },
  (table) => [uniqueIndex('vod_sources_profile_idx').on(table.profileId)],
);

/**
 * External WebVTT subtitles of a movie or episode (`movie_source.subtitles`), one per locale;
 * the url is below the media origin or absolute.
 */
export const vodSubtitles = pgTable(
  'vod_subtitles',
  {
    id: serial('id').primaryKey(),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    /** A BCP 47 language tag ("en", "pt-BR"): the web names the track after it. */
    locale: text('locale').notNull(),
    url: text('url').notNull(),
  },
  (table) => [
    uniqueIndex('vod_subtitles_vod_locale_idx').on(table.vodId, table.locale),
    check('vod_subtitles_locale', sql`${table.locale} <> ''`),
    check('vod_subtitles_url', sql`${table.url} <> ''`),
  ],
);

/**
 * Artwork operators uploaded for a movie, episode (vodId) or show (showId), already cut and
 * scaled: its cover, backdrop, or gallery stills in position order. Kept in the database so
 * that every instance serves them.
 */
export const titleImages = pgTable(
  'title_images',
  {
    id: serial('id').primaryKey(),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    /** cover, backdrop or still. */
    slot: text('slot').notNull(),
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    /** The first characters of its SHA-256, in its URL: a new image gets a new address. */
    digest: text('digest').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('title_images_vod_idx').on(table.vodId, table.slot, table.position),
    index('title_images_show_idx').on(table.showId, table.slot, table.position),
    check('title_images_one_owner', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
  ],
);

/** Uploaded WebVTT files of subtitles, served at their subtitle's url. */
export const subtitleFiles = pgTable('subtitle_files', {
  subtitleId: integer('subtitle_id')
    .primaryKey()
    .references(() => vodSubtitles.id, { onDelete: 'cascade' }),
  digest: text('digest').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
