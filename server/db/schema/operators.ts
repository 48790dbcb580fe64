import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders, refunds } from './orders';
import { staff } from './staff';

/**
 * Every staff action, from the back office or the ops command (scripts/ops.mts): who (the staff
 * member, or the command's --operator, $OPERATOR or $USER), what, on which order, refund or staff
 * account, when, the state before and after, the reason given, and its detail (a pick-up number,
 * the gateway's reference). Written in the same transaction as the change.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** the staff member who acted (null for the command line run without a staff account) */
    staffId: uuid('staff_id').references(() => staff.id),
    /** the staff account acted on (staff management) */
    targetStaffId: uuid('target_staff_id').references(() => staff.id),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_order').on(t.orderId), index('operator_actions_created').on(t.createdAt)],
);
