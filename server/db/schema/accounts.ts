import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { licenseTypeEnum } from './enums';

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-cased */
    email: text('email').unique(),
    /** country calling code, digits only ('66') */
    phoneAreaCode: text('phone_area_code'),
    /** the national number, digits only, no trunk '0' (see phoneKey) */
    phone: text('phone'),
    /** argon2id (PHC string) at OWASP's parameters; null for an account that never set one */
    passwordHash: text('password_hash'),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_phone').on(t.phoneAreaCode, t.phone)],
);

/** Access tokens ('Auth' for users, 'Auth_guest' for guests); only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    kind: text('kind').notNull(), // user or guest
    /** sliding for users: moved forward when the session is used (see server/domain/accounts/sessions.ts) */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const savedDrivers = pgTable('saved_drivers', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  givenName: text('given_name').notNull(),
  surName: text('sur_name').notNull(),
  birthday: text('birthday').notNull(), // YYYY-MM-DD
  licenseType: licenseTypeEnum('license_type').notNull(),
  createdAt: createdAt(),
});

export const savedContacts = pgTable('saved_contacts', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  gender: text('gender').notNull(), // female or male
  name: text('name').notNull(),
  contactAreaCode: text('contact_area_code').notNull(),
  contactPhone: text('contact_phone').notNull(),
  email: text('email').notNull(),
  localAreaCode: text('local_area_code'),
  localPhone: text('local_phone'),
  createdAt: createdAt(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // phone or email
    target: text('target').notNull(),
    purpose: text('purpose').notNull(), // login, register, reset_password, bind_order, verify_phone
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target').on(t.channel, t.target, t.purpose)],
);

/**
 * A phone proven by a one-time code: the proof (only its hash is kept) lets the booking call use the
 * phone for a while without asking for another code.
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(), // area code and number, digits only: '8613800138000'
    proofHash: text('proof_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('verified_phones_phone').on(t.phone)],
);

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres (server/domain/rate-limit): one row
 * per key, points used in the window that ends at expire (epoch ms). The library creates this table
 * itself when asked; here it is part of the schema so migrations own it (tableCreated: true).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Captcha solutions already accepted (altcha): each signature verifies once, until it expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The site's reports of a captcha that failed to load (spec §7: error code 508). */
export const captchaFailures = pgTable('captcha_failures', {
  id: serial('id').primaryKey(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  captchaId: text('captcha_id').notNull(),
  challenge: text('challenge').notNull(),
  platformType: text('platform_type').notNull(),
  url: text('url').notNull(),
  errorCode: integer('error_code').notNull(),
  clientId: text('client_id'),
  createdAt: createdAt(),
});
