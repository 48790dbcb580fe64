import { and, asc, eq } from 'drizzle-orm';
import type { OrderChangeRecord } from '@/lib/api/contract/order-change';
import type { Db } from '../../db/client';
import { orderChanges } from '../../db/schema';
import { feeOfChange } from '@/lib/bill/change-fee';

/** The order's changes made, oldest first, as its owner sees them (the order page's list). */
export async function changeHistory(db: Db, orderId: string): Promise<OrderChangeRecord[]> {
  const rows = await db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'applied')))
    .orderBy(asc(orderChanges.sequence));
  return rows.map((row) => {
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      changed: row.changed,
      old_total: row.oldBill.totalBillPrice,
      new_total: row.newBill.totalBillPrice,
      fee: feeOfChange(row.oldBill, row.newBill),
      refunded: { payment: row.refundMinor, local: row.refundLocalMinor },
    };
  });
}
