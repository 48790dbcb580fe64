import type { Amount } from '@/lib/api/contract/bill';
import type { Db } from '../../db/client';
import type { OrderRow } from '../booking/present-order';
import { chargedMinor } from '../payment/refund-to-charges';
import { paidAmount } from '../refunds/quote';
import { changeRefunds } from './change-refunds';

/** What the cards hold for the order now: its charges, less what earlier changes sent back. */
export async function paidSoFar(db: Db, order: OrderRow): Promise<Amount> {
  if (order.paymentStatus !== 'HAD_PAID') return { payment: 0, local: 0 };
  const [charged, refunded] = await Promise.all([
    chargedMinor(db, order.id, order.bill.currencies.payment.minorUnits),
    changeRefunds(db, order.id),
  ]);
  return paidAmount(order, charged, refunded);
}
