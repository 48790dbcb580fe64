import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders, refunds } from './orders';

/**
 * Every customer-service action taken with the ops command (scripts/ops.mts): who (--operator,
 * $OPERATOR or $USER), what, on which order and refund, when, and its detail (the statuses moved
 * between, a rejection reason, a pick-up number). Written in the same transaction as the change.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_order').on(t.orderId), index('operator_actions_created').on(t.createdAt)],
);
