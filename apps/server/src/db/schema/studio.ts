import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@marquee/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The operators of the console (/studio): accounts of their own, not subscribers with a flag
 * (docs/decisions.md), so that no subscriber call or token can ever reach them.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** How the console names the operator beside its e-mail; unset, the e-mail alone. */
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** owner, editor or support (the contract's `operatorRoles`). */
    role: text('role').$type<OperatorRole>().notNull(),
    /** A one-time password was given: the operator chooses one before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When a session was last opened for it; unset for one never logged in since migration 0017. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The base32 TOTP secret (RFC 6238), encrypted under STUDIO_SECRET_KEY (`v1:...`,
     * totp-secret-box.ts; a clear one from before is encrypted when read). Set at enrolment,
     * before it is confirmed.
     */
    totpSecret: text('totp_secret'),
    /** When the second factor was confirmed; unset, logins need only the password. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: it and earlier steps are refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  // Matched in any letter case, as subscribers' identifiers are (migration 0011).
  (table) => [uniqueIndex('operators_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** A session's operator, deleted with the operator. */
const operatorIdColumn = () =>
  integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/** An operator's session: the SHA-256 of its Bearer token, never the token. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: operatorIdColumn(),
    createdAt: createdAt(),
    /** The latest end, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** What operators changed: who, when, what, and the thing before and after. */
export const studioAudit = pgTable(
  'studio_audit',
  {
    id: serial('id').primaryKey(),
    // Operators are disabled, not deleted: one with changes to its name keeps its rows.
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('studio_audit_at_idx').on(table.at)],
);

/** An operator's recovery codes: the SHA-256 of each, usable once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    operatorId: operatorIdColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/** A login whose password was right, waiting for its second factor: the SHA-256 of its token. */
export const operatorLoginChallenges = pgTable(
  'operator_login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: operatorIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes given so far. */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('operator_login_challenges_operator_idx').on(table.operatorId)],
);
