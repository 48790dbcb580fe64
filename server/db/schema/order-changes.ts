import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Bill } from '../../../lib/api/contract/bill';
import type { ChangedField } from '../../../lib/api/contract/order-change';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * The booking as it was and as it became, one row per confirmed change of an order (issue 32): the
 * order's row holds only the latest, this keeps the history the order page and the back office list.
 * A refund of a lower prepaid total is sent once, keyed by this row's id; its reference is kept here.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the order's first change: the calendar file's SEQUENCE after it */
    sequence: integer('sequence').notNull(),
    changed: jsonb('changed').$type<ChangedField[]>().notNull(),
    /** the booking's fields before and after (the order row's columns that moved) */
    before: jsonb('before').$type<ChangeSnapshot>().notNull(),
    after: jsonb('after').$type<ChangeSnapshot>().notNull(),
    oldBill: jsonb('old_bill').$type<Bill>().notNull(),
    newBill: jsonb('new_bill').$type<Bill>().notNull(),
    /** minor units of the payment currency: sent back to the card by this change */
    refundMinor: integer('refund_minor').notNull().default(0),
    refundLocalMinor: integer('refund_local_minor').notNull().default(0),
    gatewayRefundRef: text('gateway_refund_ref'),
    /** who changed it: 'traveller', or a staff member's id */
    changedBy: text('changed_by').notNull().default('traveller'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_changes_order').on(t.orderId),
    uniqueIndex('order_changes_order_sequence').on(t.orderId, t.sequence),
  ],
);

/** The order's columns a change may move, as they were or became. */
export type ChangeSnapshot = {
  skuId: number;
  packageId: number;
  packageCode: string;
  dropStoreCode: string;
  pickupWall: string;
  dropoffWall: string;
  pickupAt: string;
  dropoffAt: string;
  rentDays: number;
  extras: unknown[];
  drivers: unknown[];
  flightNo: string | null;
  contactName: string;
  contactEmail: string;
  total: { payment: number; local: number };
};
