import { asc, eq } from 'drizzle-orm';
import type { OrderChangeRecord } from '@/lib/api/contract/order-change';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';
import { changeFeesOf } from '@/lib/bill/change-fee';

/** The order's changes, oldest first, as its owner sees them (the order page's list). */
export async function changeHistory(db: Db, orderId: string): Promise<OrderChangeRecord[]> {
  const rows = await db
    .select()
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId))
    .orderBy(asc(orderChanges.sequence));
  return rows.map((row) => {
    const before = changeFeesOf(row.oldBill)?.total;
    const after = changeFeesOf(row.newBill)?.total;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      changed: row.changed,
      old_total: row.oldBill.totalBillPrice,
      new_total: row.newBill.totalBillPrice,
      fee: {
        payment: (after?.payment ?? 0) - (before?.payment ?? 0),
        local: (after?.local ?? 0) - (before?.local ?? 0),
      },
      refunded: { payment: row.refundMinor, local: row.refundLocalMinor },
    };
  });
}
