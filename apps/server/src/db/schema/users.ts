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
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['student', 'alumni', 'admin'] }).notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped by a password reset or deactivation: tokens with an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    googleId: text('google_id'),
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
    // E-mails are stored lower-cased (see the check), so the column itself carries the trigrams.
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_recent_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('users_last_active_idx').on(sql`greatest(${table.lastLoginAt}, ${table.updatedAt})`),
    index('users_directory_idx')
      .on(table.name, table.id)
      .where(sql`${table.role} = 'alumni' and ${table.isActive} and ${table.isProfileComplete}`),
    index('users_inactive_idx').on(table.id).where(sql`not ${table.isActive}`),
    // Alumni that recommendations leave out: few, read whole per recommendation.
    index('users_unlisted_alumni_idx')
      .on(table.id)
      .where(
        sql`${table.role} = 'alumni' and not (${table.isActive} and ${table.isProfileComplete} and ${table.isVerified})`,
      ),
    check('users_role_check', sql`${table.role} in ('student', 'alumni', 'admin')`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Kept exact by triggers on users, so counts never scan the users table. */
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

/** Stored hashed; rows exist for unknown addresses too, so resend throttling answers alike. */
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

export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

export const pendingGoogleSignups = pgTable('pending_google_signups', {
  id: text('id').primaryKey(),
  googleId: text('google_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
