import { OPS_NOTE_MAX } from '@/lib/api/contract/ops-orders';
import type { Db } from '../../db/client';
import { orderNotes } from '../../db/schema';
import { effectiveStatus } from '../booking/expiry';
import { OperatorRefusal, recordAction, type OperatorContext } from './record';
import { orderByTradeNo, type ActionResult } from './refunds';

/** An internal note on the order: staff-only (never in the traveller's answers), kept, recorded. */
export async function addOrderNote(
  db: Db,
  context: OperatorContext,
  tradeNo: string,
  body: string,
): Promise<ActionResult> {
  const text = body.trim();
  if (!text || text.length > OPS_NOTE_MAX)
    throw new OperatorRefusal(`a note is 1-${OPS_NOTE_MAX} characters`, 'invalid');
  return db.transaction(async (tx) => {
    const order = await orderByTradeNo(tx, tradeNo, { stores: context.stores });
    const status = effectiveStatus(order, context.now);
    const [note] = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        staffId: context.staffId ?? null,
        author: context.operator,
        body: text,
        createdAt: context.now,
      })
      .returning({ id: orderNotes.id });
    const detail = { noteId: note!.id };
    await recordAction(tx, context, 'note_add', { orderId: order.id }, detail, {
      before: null,
      after: { note_id: note!.id },
    });
    return { action: 'note_add', tradeNo, from: status, to: status, detail };
  });
}
