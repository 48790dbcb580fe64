import { enqueueMessage } from '../../providers/messaging/outbound-queue';
import type { Db } from '../../db/client';
import { confirmationEmail } from '../booking/confirmation/build-confirmation';
import { effectiveStatus } from '../booking/expiry';
import { loadOrderContext, presentOrder } from '../booking/present-order';
import { OperatorRefusal, recordAction, type OperatorContext } from './record';
import { orderByTradeNo, type ActionResult } from './refunds';

/**
 * Queues the booking's confirmation e-mail again (the builder the booking uses, the order as it now
 * stands: a confirmed one carries its pick-up number), for a NORMAL or CONFIRMED order, in the same
 * transaction as its audit row.
 */
export async function resendConfirmation(
  db: Db,
  context: OperatorContext,
  tradeNo: string,
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, tradeNo, { lock: true, stores: context.stores });
    const status = effectiveStatus(order, context.now);
    if (status !== 'NORMAL' && status !== 'CONFIRMED') {
      throw new OperatorRefusal(
        `order ${tradeNo} is ${status}: only a booked order's confirmation is sent`,
        'not_allowed',
      );
    }
    const shown = presentOrder(order, await loadOrderContext(tx, order), context.now);
    const message = await enqueueMessage(tx, confirmationEmail(shown, order.id));
    const detail = { from: status, to: status, messageId: message.id, recipient: order.contactEmail };
    await recordAction(tx, context, 'order_resend_confirmation', { orderId: order.id }, detail, {
      before: { status },
      after: { status, message_id: message.id },
    });
    return { action: 'order_resend_confirmation', tradeNo, from: status, to: status, detail };
  });
}
