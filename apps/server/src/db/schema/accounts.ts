import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { createdAt } from './columns.js';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    purchasePinHash: text('purchase_pin_hash'),
    createdAt: createdAt(),
  },
  // Log-in and registration match both in any letter case: so do the unique indexes, which
  // also serve those look-ups. The trigram ones serve the studio's search inside them.
  (table) => [
    uniqueIndex('accounts_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('accounts_username_lower_idx').on(sql`lower(${table.username})`),
    index('accounts_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('accounts_username_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
  ],
);

/** A row's account, in the tables of an account's rows: deleted with the account. */
export const accountIdColumn = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A row's viewing profile, in the tables of a profile's rows: deleted with the profile. */
export const profileIdColumn = () =>
  integer('profile_id')
    .notNull()
    .references((): AnyPgColumn => profiles.id, { onDelete: 'cascade' });

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 0 male, 1 female, as the registration call sends it. */
    sex: smallint('sex').notNull(),
    age: integer('age'),
    pinHash: text('pin_hash'),
    isDefault: boolean('is_default').notNull().default(false),
    language: text('language').notNull().default('en'),
    /** One of the shipped avatars (`profileAvatars`); null: the one `sex` picks. */
    avatar: text('avatar'),
    /** A kids profile sees nothing rated above `maturityCeiling`, enforced by the server. */
    isKids: boolean('is_kids').notNull().default(false),
    /** A parental rating code (`maturityCodes`); set on kids profiles only. */
    maturityCeiling: text('maturity_ceiling'),
    /** A title in My List leaves it once watched to the end. */
    autoRemoveWatched: boolean('auto_remove_watched').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('profiles_account_idx').on(table.accountId),
    // The studio's search by a subscriber's name (subscriber-search.ts).
    index('profiles_names_trgm_idx').using('gin', sql`${profileNames(table)} gin_trgm_ops`),
  ],
);

/** A profile's names as one lower-case text, as the studio searches them and its index holds. */
export function profileNames(table: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`lower(${table.firstName} || ' ' || ${table.lastName})`;
}

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
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
    accountId: accountIdColumn(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Moved forward at most once a minute; a session idle for SESSION_IDLE_DAYS has expired. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_device_idx').on(table.deviceId),
  ],
);

/** Password recovery links: single use, expiring, stored as the SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
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

/**
 * Requests per scope and key (a hash of an e-mail or client address) in the current window:
 * registrations and password-reset requests. In the database, as `attemptCounters`, so that
 * several API instances share them.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    requests: integer('requests').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.keyHash] }),
    index('request_counters_window_idx').on(table.windowStartedAt),
  ],
);
