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
    /**
     * 1 for the order's first change: the calendar file's SEQUENCE after it. Null while the change
     * waits for its difference to be paid, and for one that lapsed.
     */
    sequence: integer('sequence'),
    /**
     * 'applied'; 'awaiting_payment' while a paid booking's dearer change waits for its difference
     * (the new car held by holdId, the booking itself unchanged); 'lapsed' when that wait ended
     * unpaid (or was replaced by another change): its hold released, nothing changed.
     */
    status: text('status').$type<ChangeStatus>().notNull().default('applied'),
    /** awaiting payment: the end of the payment window */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** awaiting payment: the difference due online, minor units of both currencies */
    dueMinor: integer('due_minor').notNull().default(0),
    dueLocalMinor: integer('due_local_minor').notNull().default(0),
    /** awaiting payment: the hold of the new car (bookings.id), released if it lapses */
    holdId: integer('hold_id'),
    /**
     * awaiting payment, when the booking's own unit was the only one free for the longer rental:
     * its hold was moved onto the new dates (they cover the old ones), and this is the hold to put
     * back if the change lapses (the unit and the booked range, a tstzrange literal).
     */
    restoreHold: jsonb('restore_hold').$type<{ fleetUnitId: number; during: string }>(),
    /** awaiting payment: the order's columns the change writes once paid */
    pending: jsonb('pending').$type<PendingOrderSet>(),
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

export type ChangeStatus = 'applied' | 'awaiting_payment' | 'lapsed';

/** The order's columns a change writes, as JSON (instants as ISO strings). */
export type PendingOrderSet = Record<string, unknown>;

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
  /** the contact number with its area code (absent in records from before it could change) */
  contactPhone?: string;
  total: { payment: number; local: number };
};
