import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

// ---------------------------------------------------------------- the back office's staff

/**
 * A member of staff: not a traveller's account (no phone, no orders, no coupons). Roles are the
 * back office's (lib/ops/roles.ts); a store role covers the stores listed in store_codes.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-cased */
    email: text('email').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    storeCodes: text('store_codes').array().notNull().default(sql`'{}'::text[]`),
    /** argon2id (PHC string); null until the set-up link has been used */
    passwordHash: text('password_hash'),
    /** SHA-256 of the one-time set-up link's token, and when it stops working */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    /** the TOTP secret (base32), kept from enrolment; confirmed once totp_enrolled_at is set */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** the last time step a code was accepted for: a code is good once, and never an older one */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email').on(t.email),
    uniqueIndex('staff_setup_token').on(t.setupTokenHash),
  ],
);

/** Ten one-time recovery codes per enrolment, kept hashed; a used one is never good again. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
);

/**
 * A staff session (its own cookie, apart from travellers'). stage 'password' is the few minutes
 * between the password and the second factor; 'full' opens the back office. It ends at idle_until
 * (moved on use), at ends_at (a working day after the login, never moved), at logout, or when the
 * account is disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<'password' | 'full'>().notNull(),
    idleUntil: timestamp('idle_until', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Customer service's internal notes on an order: staff-only, never shown to the traveller, kept. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: uuid('staff_id').references(() => staff.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order').on(t.orderId)],
);
