import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsRefundQueueQuerySchema, opsRefundQueueSchema } from '@/lib/api/contract/ops-orders';
import { REFUND_REVIEW_DUE_HOURS } from '@/lib/ops/roles';
import type { RefundState } from '@/lib/orders/transitions';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { presentRefund } from '../refunds/present';
import { storeClocks } from '../stores';
import { orderInScope } from './scope';

type QueueQuery = z.output<typeof opsRefundQueueQuerySchema>;
const HOUR_MS = 3_600_000;

const QUEUES: Record<QueueQuery['queue'], { statuses: RefundState[]; oldestFirst: boolean }> = {
  open: { statuses: ['REQUEST_REFUND', 'VERIFYING_REFUND'], oldestFirst: true },
  refunding: { statuses: ['REFUNDING'], oldestFirst: true },
  closed: { statuses: ['COMPLETE_REFUND', 'REJECTED', 'REVOKED'], oldestFirst: false },
};

/**
 * GET /ops/refund/queue: customer service's work. Open requests oldest first, each with its age
 * since the traveller applied and whether it is past the spec's 2-3 day review
 * (REFUND_REVIEW_DUE_HOURS); approved ones waiting for their money, oldest first; closed ones
 * newest first. Only the orders the caller reaches; never a TEST order.
 */
export async function refundQueue(
  db: Db,
  stores: readonly string[] | null,
  query: QueueQuery,
  now: Date,
): Promise<z.infer<typeof opsRefundQueueSchema>> {
  const queue = QUEUES[query.queue];
  const where = and(inArray(refunds.status, queue.statuses), ne(orders.status, 'TEST'), orderInScope(stores));
  const order = queue.oldestFirst
    ? [asc(refunds.createdAt), asc(refunds.id)]
    : [desc(refunds.createdAt), desc(refunds.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
  ]);
  const clocks = await storeClocks(
    db,
    rows.map((row) => row.orders.storeCode),
  );
  return {
    list: rows.map((row) => {
      const ageMs = Math.max(0, now.getTime() - row.refunds.createdAt.getTime());
      return {
        refund: presentRefund(row.refunds, row.orders, clocks.get(row.orders.storeCode)!),
        contact_name: row.orders.contact.name,
        age_hours: Math.floor(ageMs / HOUR_MS),
        overdue: query.queue === 'open' && ageMs > REFUND_REVIEW_DUE_HOURS * HOUR_MS,
      };
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
