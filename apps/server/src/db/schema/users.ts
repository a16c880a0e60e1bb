import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased before every store and lookup. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['student', 'alumni', 'admin'] }).notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped by a password reset (and deactivation): tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    googleId: text('google_id'),
    /** Public URL of the avatar (served by the API) and its storage key (`avatarPublicId`). */
    avatar: text('avatar'),
    avatarKey: text('avatar_key'),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    index('users_role_idx').on(table.role),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    // The admin search (name or e-mail, by substring). E-mails are stored lower-cased (the check below), so
    // the column itself is indexed: an index on lower(email) would hold the same trigrams.
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    // The admin user table's default order (newest first, ties by id) and 'new this week' as a range scan.
    index('users_recent_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // 'Active today' (signed in or changed within 24 hours) as one range scan.
    index('users_last_active_idx').on(sql`greatest(${table.lastLoginAt}, ${table.updatedAt})`),
    // The directory lists active alumni with complete profiles, by name.
    index('users_directory_idx')
      .on(table.name, table.id)
      .where(sql`${table.role} = 'alumni' and ${table.isActive} and ${table.isProfileComplete}`),
    // The few deactivated accounts: an alumni's own rank counts the ranked rows ahead of it in the rank index
    // and takes away the deactivated ones among them.
    index('users_inactive_idx').on(table.id).where(sql`not ${table.isActive}`),
    check('users_role_check', sql`${table.role} in ('student', 'alumni', 'admin')`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * How many accounts there are of each role and state, kept exact by triggers on users (insert, delete,
 * update of role or is_active, truncate: migration 0015), so the admin stats and the unsearched user table's
 * total never count the users table.
 */
export const userRoleCounts = pgTable(
  'user_role_counts',
  {
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.role, table.isActive] }),
    check('user_role_counts_total_check', sql`${table.total} >= 0`),
  ],
);

/**
 * One live code per address and purpose (e-mail verification or password reset). Stored hashed. Rows
 * exist for unknown addresses too (without a code), so resend throttling answers alike for every address.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendsInWindow: integer('sends_in_window').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.purpose] }),
    check('auth_codes_purpose_check', sql`${table.purpose} in ('verify', 'reset')`),
  ],
);

/** Failed sign-ins by address and by IP, for the 10-per-15-minutes limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

/** A Google sign-in of a new person, waiting for their role choice (10 minutes). */
export const pendingGoogleSignups = pgTable('pending_google_signups', {
  id: text('id').primaryKey(),
  googleId: text('google_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** State, nonce and PKCE verifier of a Google sign-in in flight, kept server-side for any instance. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
