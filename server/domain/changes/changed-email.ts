import type { Db } from '../../db/client';
import { enqueueMessage } from '../../providers/messaging/outbound-queue';
import { confirmationEmail } from '../booking/confirmation/build-confirmation';
import { loadOrderContext, presentOrder, type OrderRow } from '../booking/present-order';

/**
 * The 'booking changed' e-mail, queued in the change's transaction: the new voucher (its heading
 * and subject say changed) with the calendar file of the same UIDs and a higher SEQUENCE, so a
 * calendar moves the events it has.
 */
export async function queueChangedEmail(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const context = await loadOrderContext(tx, order);
  const message = confirmationEmail(presentOrder(order, context, now), order.id);
  await enqueueMessage(tx, { ...message, kind: 'order_changed' });
}
