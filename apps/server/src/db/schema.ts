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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  purchasePinHash: text('purchase_pin_hash'),
  createdAt: createdAt(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 0 male, 1 female, as the registration call sends it. */
    sex: smallint('sex').notNull(),
    age: integer('age'),
    pinHash: text('pin_hash'),
    isDefault: boolean('is_default').notNull().default(false),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [index('profiles_account_idx').on(table.accountId)],
);

export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Price in minor units (cents) so sums stay exact. */
  priceCents: integer('price_cents').notNull(),
  currencyCode: text('currency_code').notNull(),
  description: text('description').notNull(),
  periodDays: integer('period_days').notNull().default(30),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('subscriptions_account_idx').on(table.accountId)],
);

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The client's own device id (the UID header). */
    uid: text('uid').notNull(),
    model: text('model').notNull(),
    appVersion: text('app_version').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** SHA-256 of the device's silent re-login key; null once used up, logged out or removed. */
    reloginKeyHash: text('relogin_key_hash'),
    reloginKeyIssuedAt: timestamp('relogin_key_issued_at', { withTimezone: true }),
  },
  (table) => [
    index('devices_account_uid_idx').on(table.accountId, table.uid),
    uniqueIndex('devices_relogin_key_hash_idx').on(table.reloginKeyHash),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved forward at most once an hour; a session idle for SESSION_IDLE_DAYS has expired. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_device_idx').on(table.deviceId),
  ],
);

/** A card the gateway keeps for an account: only its reference, brand and last four digits. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The gateway's own reference to the card; never the card number. */
    gatewayRef: text('gateway_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_account_idx').on(table.accountId)],
);

/** Charges, as the payment history lists them. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => subscriptionPackages.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** paid, failed or refunded. */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's charge id. */
    gatewayRef: text('gateway_ref'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_account_created_idx').on(table.accountId, table.createdAt)],
);

/** Password recovery links: single use, expiring, stored as the SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(table.tokenHash),
    index('password_reset_tokens_account_idx').on(table.accountId),
  ],
);

/**
 * Failed logins and PIN checks, per scope and key (a hash of the identifier, address or
 * account). In the database rather than in memory so that several API instances share them.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.keyHash] }),
    index('attempt_counters_last_failure_idx').on(table.lastFailureAt),
  ],
);

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
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** svod: included with an active subscription; tvod / tvod_dtr: rented or bought. */
    businessModel: text('business_model').notNull(),
    pricing: jsonb('pricing').$type<Pricing[]>().notNull().default([]),
  },
  (table) => [index('vod_profiles_vod_idx').on(table.vodId)],
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

/** Operator settings such as the composer configuration, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Slides of a page's highlighted-content slider, chosen by the operator, in position order. */
export const highlightedSlides = pgTable(
  'highlighted_slides',
  {
    id: serial('id').primaryKey(),
    /** The page the slider is on, e.g. `/home`. */
    pageUrl: text('page_url').notNull(),
    position: integer('position').notNull(),
    /** What the slide points at: 0 movie, 1 episode, 2 TV show, 3 channel (ItemType). */
    modelType: smallint('model_type').notNull(),
    /** The id of that movie, episode, show or channel; no foreign key, as the kinds differ. */
    modelId: integer('model_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The slide's own picture; without one the web app uses the title's artwork. */
    image: text('image'),
  },
  (table) => [index('highlighted_slides_page_idx').on(table.pageUrl, table.position)],
);

/**
 * Operator-curated title lists (`recommended`, `trending`), one row per title. `title_kind` is
 * 0 for movies and 2 for TV shows (ItemType); no foreign key, as the kinds differ.
 */
export const curatedListEntries = pgTable(
  'curated_list_entries',
  {
    listKey: text('list_key').notNull(),
    titleKind: smallint('title_kind').notNull(),
    titleId: integer('title_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listKey, table.titleKind, table.titleId] }),
    index('curated_list_entries_order_idx').on(table.listKey, table.titleKind, table.position),
  ],
);

/** One row per play of a movie or episode: a granted stream or a view event. Trending counts them. */
export const titlePlays = pgTable(
  'title_plays',
  {
    id: serial('id').primaryKey(),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** stream (the stream call granted a profile) or view (a single_*_view analytics event). */
    source: text('source').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  // Covers the trending query: a range of recent plays, grouped by title, counting accounts.
  (table) => [index('title_plays_recent_idx').on(table.playedAt, table.vodId, table.accountId)],
);

/** Where a profile stopped watching a movie or episode: the continue-watching row. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    /** Seconds into the title where playback stopped. */
    stoppedTime: integer('stopped_time').notNull(),
    /** The title's length in seconds. */
    duration: integer('duration').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('watch_progress_profile_vod_idx').on(table.profileId, table.vodId),
    index('watch_progress_profile_updated_idx').on(table.profileId, table.updatedAt),
  ],
);

/** Image banners of the ad boxes (home_box, movies_box, ...), in position order. */
export const adBanners = pgTable(
  'ad_banners',
  {
    /** Sent to the web app as `mongo_id`, which the ads-banner socket event carries back. */
    id: text('id').primaryKey(),
    boxPosition: text('box_position').notNull(),
    /** The banner's text: drawn on the generated image and its text alternative. */
    title: text('title').notNull(),
    imagePath: text('image_path').notNull(),
    /** An in-app path (`/movies/12`, `/page/help`); null for a banner that only shows. */
    targetUrl: text('target_url'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('ad_banners_box_idx').on(table.boxPosition, table.position)],
);

/** Clicks and closes of ad banners, from the ads-banner socket event. */
export const adBannerEvents = pgTable(
  'ad_banner_events',
  {
    id: serial('id').primaryKey(),
    bannerId: text('banner_id')
      .notNull()
      .references(() => adBanners.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    clicked: boolean('clicked').notNull(),
    closed: boolean('closed').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ad_banner_events_banner_idx').on(table.bannerId, table.occurredAt)],
);

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** Analytics events as the web app sends them, with who sent them and when they arrived. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<AnalyticsProperties>().notNull().default({}),
    /** The device's time of the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The server's time of arrival: what reports trust. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analytics_events_name_received_idx').on(table.name, table.receivedAt)],
);

/** Static pages (`/page/{slug}`): a title and plain-text paragraphs. */
export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rentals (tvod_dtr, `expires_at` set) and purchases (tvod, `expires_at` null) of a playback
 * profile by an account. A profile is the account's while a row of it has not expired.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => vodProfiles.id, { onDelete: 'cascade' }),
    /** Days rented; null for a purchase. */
    durationDays: integer('duration_days'),
    priceCents: integer('price_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The charge; null when the price was 0. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('rentals_account_profile_idx').on(table.accountId, table.profileId)],
);

/**
 * Star ratings (1 to 5), one per account and title: a movie or episode (`vod_id`) or a TV show
 * (`show_id`). The titles keep the count and the sum (`rate_count`, `rate_stars_sum`).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ratings_account_vod_idx').on(table.accountId, table.vodId),
    uniqueIndex('ratings_account_show_idx').on(table.accountId, table.showId),
    check('ratings_one_title', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
    check('ratings_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);

/**
 * Video adverts played around a movie or episode: play_rules 1 before it, 2 at its end, 3 at
 * `mid_roll_time` seconds. A campaign plays on the titles and shows it targets
 * (`video_campaign_targets`), or on every title when `all_titles` is set.
 */
export const videoCampaigns = pgTable(
  'video_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    playRules: smallint('play_rules').notNull(),
    midRollTime: integer('mid_roll_time'),
    /** Seconds before the advert can be skipped. */
    displayDuration: integer('display_duration').notNull(),
    videoUrl: text('video_url').notNull(),
    allTitles: boolean('all_titles').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('video_campaigns_play_rules', sql`${table.playRules} in (1, 2, 3)`),
    check(
      'video_campaigns_mid_roll_time',
      sql`(${table.playRules} = 3) = (${table.midRollTime} is not null)`,
    ),
    check('video_campaigns_display_duration', sql`${table.displayDuration} >= 0`),
  ],
);

/** What a campaign plays on: one movie or episode (`vod_id`), or every episode of a show. */
export const videoCampaignTargets = pgTable(
  'video_campaign_targets',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => videoCampaigns.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('video_campaign_targets_vod_idx').on(table.vodId),
    index('video_campaign_targets_show_idx').on(table.showId),
    check('video_campaign_targets_one', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
  ],
);

/** Playback problems the player reports (the play-issues socket event), for operators. */
export const playIssues = pgTable(
  'play_issues',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** vod, channel or trailer. */
    recordModel: text('record_model').notNull(),
    /** The movie, episode or channel; no foreign key, as the kinds differ. */
    modelId: integer('model_id').notNull(),
    /** 0 movie, 1 episode, 3 channel (ItemType). */
    modelType: smallint('model_type').notNull(),
    buffer: boolean('buffer').notNull(),
    crash: boolean('crash').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('play_issues_occurred_idx').on(table.occurredAt)],
);
