import type { Amount } from '@/lib/api/contract/bill';
import type { Db } from '../../db/client';
import type { OrderRow } from '../booking/present-order';
import { paidAmount, paidCharge } from '../refunds/quote';
import { changeRefunds } from './change-refunds';

/** What the card holds for the order now: its charge, less what earlier changes sent back. */
export async function paidSoFar(db: Db, order: OrderRow): Promise<Amount> {
  if (order.paymentStatus !== 'HAD_PAID') return { payment: 0, local: 0 };
  const [charge, refunded] = await Promise.all([paidCharge(db, order.id), changeRefunds(db, order.id)]);
  return paidAmount(order, charge?.amount, refunded);
}
