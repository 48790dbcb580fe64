import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema';

/** Who acts and when: the ops command passes the operator's name and the time once per run. */
export type OperatorContext = { operator: string; now: Date };

/** Something customer service cannot do to this order or refund now, in words for the operator. */
export class OperatorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}

/** One row of the operator log, written in the same transaction as the change it records. */
export async function recordAction(
  tx: Db,
  context: OperatorContext,
  action: string,
  target: { orderId: string; refundId?: string },
  detail: Record<string, unknown>,
) {
  await tx.insert(operatorActions).values({
    operator: context.operator,
    action,
    orderId: target.orderId,
    refundId: target.refundId ?? null,
    detail,
    createdAt: context.now,
  });
}
