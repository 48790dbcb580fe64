import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Text in each of the site's four languages, keyed by URL language code. */
export type Localized = { en: string; th: string; zh: string; 'zh-hant': string };

/** PostgreSQL tstzrange, written as '[start,end)'. Overlap rules live in the database (see bookings). */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/** Money in a currency's major unit with exact decimals; code turns it into minor units. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const gearboxEnum = pgEnum('gearbox', ['AT', 'MT', 'AT/MT']);
export const fuelEnum = pgEnum('fuel', ['gasoline', 'diesel', 'hybrid', 'hydrogen', 'EV']);
export const drivetrainEnum = pgEnum('drivetrain', ['FWD', 'AWD', '4WD', 'RWD']);
export const payModeEnum = pgEnum('pay_mode', ['arrival', 'full_prepaid']);
export const insuranceTypeEnum = pgEnum('insurance_type', [
  'basic_service',
  'basic_protection',
  'full_protection',
  'super_protection',
]);
export const chargeUnitEnum = pgEnum('charge_unit', ['day', 'rental']);
export const orderStatusEnum = pgEnum('order_status', [
  'CREATE_ORDER',
  'NORMAL',
  'CANCEL',
  'CONFIRMED',
  'EXPIRED',
  'TEST',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['NOT_PAY', 'HAD_PAID']);
export const payMethodEnum = pgEnum('pay_method', ['FULL_PREPAID', 'ARRIVAL']);
export const refundStatusEnum = pgEnum('refund_status', [
  'REQUEST_REFUND',
  'REFUNDING',
  'VERIFYING_REFUND',
  'COMPLETE_REFUND',
  'REVOKED',
]);
export const couponStatusEnum = pgEnum('coupon_status', ['valid', 'invalid', 'used', 'expired']);
export const licenseTypeEnum = pgEnum('license_type', ['cn', 'hk', 'th', 'other']);

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

// ---------------------------------------------------------------- cars and fleet

export const carModels = pgTable('car_models', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // e.g. toyota-corolla
  make: text('make').notNull(),
  model: text('model').notNull(),
  category: text('category').notNull(), // economy, compact, midsize, fullsize, suv, minivan, luxury, pickup
  doors: integer('doors').notNull(),
  seats: integer('seats').notNull(),
  luggage: integer('luggage').notNull(),
  displacement: numeric('displacement', { precision: 3, scale: 1 }), // litres; null for EVs
  gearbox: gearboxEnum('gearbox').notNull(),
  fuel: fuelEnum('fuel').notNull(),
  drivetrain: drivetrainEnum('drivetrain').notNull(),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  image: text('image').notNull(), // file name under public/cars
});

/** A car model rented at a store, priced in the store's currency. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    carModelId: integer('car_model_id')
      .notNull()
      .references(() => carModels.id),
    dailyRate: money('daily_rate').notNull(),
    deposit: money('deposit').notNull(),
    /** null means unlimited mileage */
    mileageLimitPerDay: integer('mileage_limit_per_day'),
    mileageUnit: text('mileage_unit').notNull(), // mi or km
    mileageOveragePrice: money('mileage_overage_price'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('skus_store_model').on(t.storeCode, t.carModelId)],
);

export const fleetUnits = pgTable(
  'fleet_units',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    plate: text('plate').notNull().unique(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('fleet_units_sku').on(t.skuId)],
);

// ---------------------------------------------------------------- packages and extras

export type PackageService =
  | 'unlimited_mileage'
  | 'additional_driver'
  | 'driving_suit'
  | 'fuel_policy'
  | 'free_cancellation'
  | 'free_modification'
  | 'confirm_now';

/** A rental plan offered at a store: an insurance tier paid one way, with its services. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    code: text('code').notNull(), // package_code_origin
    planGroup: insuranceTypeEnum('plan_group').notNull(),
    payMode: payModeEnum('pay_mode').notNull(),
    insuranceType: insuranceTypeEnum('insurance_type').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    services: text('services').array().$type<PackageService[]>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('packages_store_code').on(t.storeCode, t.code)],
);

/**
 * The priced lines of a package besides the car's base rent, in the store's currency.
 * Codes: insurance, service_fee, airport_fee, out_of_hours_fee (informational), ...
 */
export const packageChargeItems = pgTable(
  'package_charge_items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    unit: chargeUnitEnum('unit').notNull(),
    amount: money('amount').notNull(),
    /** Shown on the bill but paid later at the counter (not in the online total). */
    notInBill: boolean('not_in_bill').notNull().default(false),
  },
  (t) => [uniqueIndex('package_charge_items_package_code').on(t.packageId, t.code)],
);

export const extraServices = pgTable(
  'extra_services',
  {
    id: serial('id').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    unit: chargeUnitEnum('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    isCapped: boolean('is_capped').notNull().default(false),
    cappedPrice: money('capped_price'),
    maxQuantity: integer('max_quantity').notNull().default(1),
  },
  (t) => [uniqueIndex('extra_services_store_code').on(t.storeCode, t.code)],
);

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

// ---------------------------------------------------------------- orders, holds and money

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeNo: text('trade_no').notNull().unique(), // digits only
    userId: uuid('user_id').references(() => users.id),
    guestId: text('guest_id'),
    status: orderStatusEnum('status').notNull().default('CREATE_ORDER'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('NOT_PAY'),
    payMethod: payMethodEnum('pay_method').notNull(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    dropStoreCode: text('drop_store_code')
      .notNull()
      .references(() => stores.code),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    packageCode: text('package_code').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropoffAt: timestamp('dropoff_at', { withTimezone: true }).notNull(),
    rentDays: integer('rent_days').notNull(),
    driverAge: integer('driver_age').notNull(),
    drivers: jsonb('drivers').notNull(),
    contact: jsonb('contact').notNull(),
    extras: jsonb('extras').notNull(),
    flightNo: text('flight_no'),
    couponCode: text('coupon_code'),
    depositWay: text('deposit_way').notNull().default('credit_card'),
    remark: text('remark'),
    paymentCurrency: text('payment_currency').notNull(),
    localCurrency: text('local_currency').notNull(),
    bill: jsonb('bill').notNull(),
    totalPayment: money('total_payment').notNull(),
    totalLocal: money('total_local').notNull(),
    onlineAmount: money('online_amount').notNull(),
    pickupNo: text('pickup_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user').on(t.userId), index('orders_status_expires').on(t.status, t.expiresAt)],
);

/**
 * A fleet unit held over [pickup, dropoff). The exclusion constraint added in the migrations
 * (bookings_no_overlap) makes the database refuse two live holds of one unit that overlap.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    fleetUnitId: integer('fleet_unit_id')
      .notNull()
      .references(() => fleetUnits.id),
    during: tstzrange('during').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_unit').on(t.fleetUnitId), index('bookings_order').on(t.orderId)],
);

/**
 * A counter per store, bumped by database triggers (migration 0002) in the same transaction as any
 * write that can change which of the store's cars are free: a booking held, released or deleted, a
 * fleet unit added, retired or moved, a SKU moved or switched off. A search answer remembered with
 * the version it was read at is still right while the version is (server/domain/search/inventory.ts).
 */
export const inventoryVersions = pgTable('inventory_versions', {
  storeCode: text('store_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(), // pending, succeeded, failed
    resultCode: text('result_code'),
    gatewayRef: text('gateway_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

export type RefundProgress = { status: string; at: string; note?: string }[];

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: refundStatusEnum('status').notNull().default('REQUEST_REFUND'),
    reason: text('reason').notNull(),
    remark: text('remark'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    progress: jsonb('progress').$type<RefundProgress>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order').on(t.orderId)],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  discountType: text('discount_type').notNull(), // percent or amount
  discountValue: numeric('discount_value', { precision: 10, scale: 2 }).notNull(),
  currency: text('currency'), // for amount discounts
  lessLimit: money('less_limit').notNull().default('0'), // base package price lower limit, in currency
  description: jsonb('description').$type<Localized>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    status: couponStatusEnum('status').notNull().default('valid'),
    usedOrderId: uuid('used_order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_coupons_user_code').on(t.userId, t.couponCode)],
);

/** A retried booking or payment call returns the first answer instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(), // endpoint and caller identity
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  tid: text('tid'),
  cid: text('cid'),
  category: text('category'),
  action: text('action'),
  label: text('label'),
  dimension: text('dimension'),
  metric: text('metric'),
  isUpload: boolean('is_upload').notNull().default(false),
  clientId: text('client_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
