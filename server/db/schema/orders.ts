import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Bill } from '../../../lib/api/contract/bill';
import type { Contact, DriverInput } from '../../../lib/api/contract/booking-form';
import type { CancellationPolicy } from '../../../lib/api/contract/cancellation';
import type { ChangePolicy } from '../../../lib/api/contract/order-change';
import type { MileageLimit, Price } from '../../../lib/api/contract/car';
import { sessions, users } from './accounts';
import { fleetUnits, packages, skus } from './catalog';
import { createdAt, money, tstzrange, type Localized } from './columns';
import {
  couponStatusEnum,
  orderStatusEnum,
  payMethodEnum,
  paymentStatusEnum,
  refundStatusEnum,
} from './enums';
import { stores } from './locations';

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
    /** the times as the traveller chose them, on each store's clock ('YYYY-MM-DD HH:mm') */
    pickupWall: text('pickup_wall').notNull(),
    dropoffWall: text('dropoff_wall').notNull(),
    rentDays: integer('rent_days').notNull(),
    driverAge: integer('driver_age').notNull(),
    drivers: jsonb('drivers').$type<DriverInput[]>().notNull(),
    contact: jsonb('contact').$type<Contact>().notNull(),
    /** the extras and insurance units asked for (their prices are in the bill) */
    extras: jsonb('extras').$type<OrderExtra[]>().notNull(),
    /** the contact phone with its area code ('8613800138000') and the e-mail: how a guest finds the order */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    flightNo: text('flight_no'),
    couponCode: text('coupon_code'),
    depositWay: text('deposit_way').notNull().default('credit_card'),
    remark: text('remark'),
    paymentCurrency: text('payment_currency').notNull(),
    localCurrency: text('local_currency').notNull(),
    /** the bill as computed and shown when booking (lib/bill): lines, promotions and totals */
    bill: jsonb('bill').$type<Bill>().notNull(),
    paymentVersion: integer('payment_version').notNull().default(1),
    /** the package's terms when it was booked: refunds are computed from this copy */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    /** the package's change terms when it was booked (null: booked before changes existed, the default's) */
    changePolicy: jsonb('change_policy').$type<ChangePolicy>(),
    /** how many changes the order has had: the calendar file's SEQUENCE */
    changeCount: integer('change_count').notNull().default(0),
    /** the last change's instant: the calendar file's DTSTAMP after it */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    freshman: boolean('freshman').notNull().default(false),
    /** the deposit held at pick-up and the mileage included, as the package stated them when booked */
    deposit: jsonb('deposit').$type<Price>().notNull(),
    mileageLimit: jsonb('mileage_limit').$type<MileageLimit>().notNull(),
    lang: text('lang').notNull().default('en'),
    /** the booking_com segment it was booked through */
    channel: text('channel').notNull().default('booking'),
    /** the campaign (utm_*) of the visit, as kept from the landing */
    utm: jsonb('utm').$type<Record<string, string>>(),
    totalPayment: money('total_payment').notNull(),
    totalLocal: money('total_local').notNull(),
    onlineAmount: money('online_amount').notNull(),
    pickupNo: text('pickup_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId),
    index('orders_status_expires').on(t.status, t.expiresAt),
    index('orders_contact_phone').on(t.contactPhone),
    index('orders_contact_email').on(t.contactEmail),
  ],
);

/** One extra or insurance unit of an order, as asked for. */
export type OrderExtra = { id: number; code: string; kind: 'extra' | 'insurance'; quantity: number };

/**
 * A fleet unit held over [pickup, dropoff), by an order or by a maintenance block. The exclusion constraint added in the migrations
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
    /** a maintenance block (a hold without an order): why the unit is off the road */
    blockReason: text('block_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('bookings_unit').on(t.fleetUnitId), index('bookings_order').on(t.orderId)],
);

/**
 * A counter per store, bumped by database triggers (migration 0002) in the same transaction as any
 * write that can change which of the store's cars are free: a booking held, released or deleted, a
 * fleet unit added, retired or moved, a SKU moved or switched off. A search answer remembered with
 * the version it was read at is still right while the version is (server/http/car-list-answers.ts).
 */
export const inventoryVersions = pgTable('inventory_versions', {
  storeCode: text('store_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A counter per store, bumped by database triggers (migration 0010) in the same transaction as any
 * edit of what the store's cars cost: its SKUs, car models, packages and their charge items, and
 * extras. A booking reads it with the free units (one statement) and prices with the catalogue it
 * has kept for that version, reading the catalogue again only when the version moved
 * (server/domain/search/reference-cache.ts).
 */
export const catalogVersions = pgTable('catalog_versions', {
  storeCode: text('store_code').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

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
    /** the quote when applied, in integer minor units of both currencies (server/domain/refunds/quote.ts) */
    quote: jsonb('quote').$type<RefundQuoteAmounts>(),
    /** customer service's reason for a rejection, shown to the traveller */
    rejectReason: text('reject_reason'),
    /** the acquirer's reference of the money sent back (sandbox_ledger id for the sandbox) */
    gatewayRefundRef: text('gateway_refund_ref'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    // One live refund per order, whatever races past the application's own check.
    uniqueIndex('refunds_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('REQUEST_REFUND', 'VERIFYING_REFUND', 'REFUNDING')`),
  ],
);

type MinorAmount = { payment: number; local: number };
export type RefundQuoteAmounts = { paid: MinorAmount; fee: MinorAmount; refund: MinorAmount };

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
  /** countries whose stores accept it (ISO codes); empty: everywhere */
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** stores that accept it (codes); empty: every store of its countries */
  stores: text('stores')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** how many orders one traveller may use it on, and all travellers together; null: no limit */
  usesPerTraveller: integer('uses_per_traveller').default(1),
  usesTotal: integer('uses_total'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_coupons_user_code').on(t.userId, t.couponCode),
    // returnCoupon finds the row by the order it was used on.
    index('user_coupons_used_order').on(t.usedOrderId),
  ],
);

/**
 * One row per order that uses a campaign's code: the count a campaign's limits read (uses in all,
 * uses per traveller). returnCoupon deletes an unpaid order's row when the order ends, giving the
 * use back. The wallet row (user_coupons) reads 'used' once its traveller has no uses left.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order').on(t.orderId),
    index('coupon_uses_code_user').on(t.couponCode, t.userId),
  ],
);

/** A retried booking or payment call returns the first answer instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(), // endpoint and caller identity
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** the HTTP status and envelope of the first answer, replayed for the same key */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * Which orders a guest session may read and act on: the booking that created the session, and
 * orders later found by a lookup (Auth_guest). A user reads their own orders by user_id.
 */
export const orderGrants = pgTable(
  'order_grants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.orderId] })],
);

/**
 * Messages waiting to go out (the transactional outbox): written in the same transaction as what
 * they announce, so a booking's confirmation is never lost, and delivered by the message job, which
 * retries with back-off until the provider takes them.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // order_confirmation, ...
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_messages_due').on(t.status, t.nextAttemptAt)],
);
