import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { orderChanges } from './order-changes';
import { orders } from './orders';

/**
 * A payment attempt of an order: one card, one charge at the gateway. The card number and CVV are
 * never stored, only the brand and the last four digits. 'processing' while the gateway is asked,
 * 'pending' while the acquirer has not decided (code 3200), then 'succeeded' or 'failed'.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * A change of a paid booking that costs more (issue 32): this attempt pays its difference, and
     * its success applies the change. Null: the order's own payment.
     */
    changeId: uuid('change_id').references(() => orderChanges.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    /** the gateway's answer code (spec §8), e.g. '3084'; 'network' when the gateway could not be reached */
    resultCode: text('result_code'),
    gateway: text('gateway').notNull().default('sandbox'),
    gatewayRef: text('gateway_ref'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * The Idempotency-Key that started the attempt (its scope and key), so an attempt cut off
     * mid-call can still give that key its answer once it is reconciled with the acquirer.
     */
    idempotencyScope: text('idempotency_scope'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    index('payments_status').on(t.status),
    // At most one live attempt per order, and per change of it: two tabs or a double click can
    // never charge twice. (One attempt at the gateway per order at a time is pay.ts's row lock.)
    uniqueIndex('payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('processing', 'pending', 'succeeded') and ${t.changeId} is null`),
    uniqueIndex('payments_one_live_per_change')
      .on(t.changeId)
      .where(sql`${t.status} in ('processing', 'pending', 'succeeded') and ${t.changeId} is not null`),
  ],
);

export type PaymentAttemptStatus = 'processing' | 'pending' | 'succeeded' | 'failed';

/**
 * What was sent back to each charge (the ledger of refunds by charge): a refund larger than one
 * charge (an order paid, then a change's difference paid) is split across the order's charges,
 * each part keyed at the gateway by the refund's key and the charge. One row per part.
 */
export const chargeRefunds = pgTable(
  'charge_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** the refund's key: a refund's id, or 'change:<change id>' */
    key: text('key').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    gatewayRef: text('gateway_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('charge_refunds_payment_key').on(t.paymentId, t.key)],
);

/**
 * The sandbox acquirer's own books (server/providers/payment/sandbox): what it charged and refunded,
 * as a real acquirer's dashboard would show it, so tests can count charges. Keyed by our payment id
 * (reference): the acquirer charges a reference once, however often it is asked.
 */
export const sandboxLedger = pgTable(
  'sandbox_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'charge' | 'refund'>().notNull(),
    /** the merchant's reference: our payment id for a charge, the refund's own key for a refund */
    reference: text('reference').notNull(),
    /** for a refund: the charge it returns money from */
    chargeId: uuid('charge_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'approved' | 'declined' | 'pending'>().notNull(),
    code: text('code').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** a pending charge: when it settles, and how ('approved' or a decline code) */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    settlesAs: text('settles_as'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_ledger_kind_reference').on(t.kind, t.reference),
    index('sandbox_ledger_charge').on(t.chargeId),
  ],
);

/**
 * A zhima credit pre-authorisation (spec §4, §7), with the sandbox provider's decision: signed
 * (not_bind_sign: payment_no), requested (get_pre_auth_no: pre_auth_payment_no and where to return),
 * then decided on the provider's page. It passes only as 'success' (a score above 650).
 */
export const preAuthorisations = pgTable(
  'pre_authorisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    signPaymentNo: text('sign_payment_no').notNull().unique(),
    preAuthPaymentNo: text('pre_auth_payment_no').unique(),
    status: text('status').$type<'signed' | 'pending' | 'success' | 'declined' | 'abandoned'>().notNull(),
    appId: text('app_id'),
    serviceId: text('service_id'),
    skuId: integer('sku_id'),
    packageCode: text('package_code'),
    returnTo: text('return_to'),
    score: integer('score'),
    /** the order whose deposit this passed pre-authorisation replaces: each backs one booking */
    orderId: uuid('order_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pre_authorisations_user').on(t.userId)],
);
