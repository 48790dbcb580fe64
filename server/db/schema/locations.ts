import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { money, type Localized } from './columns';

// ---------------------------------------------------------------- locations and stores

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2: US, TH, NZ
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const states = pgTable('states', {
  code: text('code').primaryKey(), // e.g. US-CA
  countryCode: text('country_code')
    .notNull()
    .references(() => countries.code),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const cities = pgTable('cities', {
  code: text('code').primaryKey(), // e.g. LAX
  stateCode: text('state_code')
    .notNull()
    .references(() => states.code),
  name: jsonb('name').$type<Localized>().notNull(),
  timeZone: text('time_zone').notNull(), // IANA zone, e.g. America/Los_Angeles
  sort: integer('sort').notNull().default(0),
});

/** Weekly opening hours in store-local wall time; day 0 is Sunday. */
export type OpeningHours = { day: number; open: string; close: string }[];

export const stores = pgTable('stores', {
  code: text('code').primaryKey(),
  cityCode: text('city_code')
    .notNull()
    .references(() => cities.code),
  name: jsonb('name').$type<Localized>().notNull(),
  shortName: jsonb('short_name').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phone: text('phone').notNull(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  pickupInstructions: jsonb('pickup_instructions').$type<Localized>().notNull(),
  dropoffInstructions: jsonb('dropoff_instructions').$type<Localized>().notNull(),
  dropStoreAllow: text('drop_store_allow')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  minDriverAge: integer('min_driver_age').notNull(),
  maxDriverAge: integer('max_driver_age').notNull(),
  /** Drivers younger than this pay youngDriverFee per rental day. */
  youngDriverUnderAge: integer('young_driver_under_age').notNull(),
  youngDriverFee: money('young_driver_fee').notNull(),
  afterHoursFee: money('after_hours_fee').notNull(),
  alipay: boolean('alipay').notNull().default(false),
  qrCode: text('qr_code'),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
  longitude: numeric('longitude', { precision: 9, scale: 6 }),
  sort: integer('sort').notNull().default(0),
});

/** Other codes a store is known by (HAW1204 is HNL01). */
export const storeAliases = pgTable('store_aliases', {
  alias: text('alias').primaryKey(),
  storeCode: text('store_code')
    .notNull()
    .references(() => stores.code),
});

/** One-way fees: returning a car picked up at fromStore to toStore. */
export const oneWayFees = pgTable(
  'one_way_fees',
  {
    fromStore: text('from_store')
      .notNull()
      .references(() => stores.code),
    toStore: text('to_store')
      .notNull()
      .references(() => stores.code),
    fee: money('fee').notNull(), // in the pick-up store's currency
  },
  (t) => [primaryKey({ columns: [t.fromStore, t.toStore] })],
);

// ---------------------------------------------------------------- currencies

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(), // ISO 4217
  abbr: text('abbr').notNull(), // short label shown beside amounts, e.g. US$
  sign: text('sign').notNull(), // e.g. $
  minorUnits: integer('minor_units').notNull().default(2),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** How many units of `currency` one US dollar buys. Cross rates go through USD. */
export const fxRates = pgTable('fx_rates', {
  currency: text('currency')
    .primaryKey()
    .references(() => currencies.code),
  perUsd: numeric('per_usd', { precision: 20, scale: 8 }).notNull(),
  asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
});
