import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { licenseTypeEnum } from './enums';

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique(),
    phoneAreaCode: text('phone_area_code'),
    phone: text('phone'),
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
