import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Localized } from './columns';
import { stores } from './locations';

// ---------------------------------------------------------------- content and configuration

export const cmsArticles = pgTable(
  'cms_articles',
  {
    id: serial('id').primaryKey(), // cms_id
    key: text('key').notNull(), // about_us, news, rent_rules_US, payment_policy, ...
    introId: text('intro_id').notNull().default(''), // an item under key (news items); '' for the key's own article
    lang: text('lang').notNull(), // en, th, zh, zh-hant
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(), // sanitized HTML
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_articles_key_intro_lang').on(t.key, t.introId, t.lang)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  link: text('link'),
  icon: text('icon'),
  image: jsonb('image').$type<Localized>().notNull(),
  stores: text('stores')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dropOffStores: text('drop_off_stores')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  status: boolean('status').notNull().default(true),
});

export type AdContent = { title: Localized; text: Localized; link: string | null; tone: string };

/** Store-specific promotional content shown on the car list. */
export const adData = pgTable('ad_data', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  storeCode: text('store_code')
    .notNull()
    .references(() => stores.code),
  position: text('position').notNull(), // car_list_top, car_list_side
  content: jsonb('content').$type<AdContent>().notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export type EventContent = { pc: Localized; mobile: Localized };

export const events = pgTable('events', {
  code: text('code').primaryKey(), // freshman_coupon
  isActive: boolean('is_active').notNull().default(false),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  content: jsonb('content').$type<EventContent>().notNull(),
  /** e.g. 0.95 for the 9.5-fold freshman discount */
  discountRate: numeric('discount_rate', { precision: 4, scale: 3 }),
});

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(), // refund, uni_state, slide_captcha
  active: boolean('active').notNull().default(false),
  isForce: boolean('is_force').notNull().default(false),
});

/** Key-value settings an operator changes without a deploy (vc content, mobile site, expiries). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Pre-authorisation (zhima credit) admin config; the per-store flag is stores.alipay. */
export const preAuthAdminConfig = pgTable('pre_auth_admin_config', {
  id: integer('id').primaryKey().default(1),
  allowMobiles: text('allow_mobiles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  disOpen: boolean('dis_open').notNull().default(false),
});
