import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema';

/**
 * Who acts and when. The back office passes the signed-in member of staff (staffId and their
 * name); the ops command passes its --operator name (and no staffId) once per run.
 */
export type OperatorContext = { operator: string; staffId?: string | null; now: Date };

/** Something staff cannot do to this order, refund or account now, in words for the operator. */
export class OperatorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}

/** What an action touched: an order (and its refund), or a staff account. */
export type ActionTarget = { orderId?: string; refundId?: string; staffId?: string };

/** What an action changed, as the audit trail shows it. */
export type ActionChange = {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * One row of the operator log, written in the same transaction as the change it records: a failed
 * action rolls its row back with everything else.
 */
export async function recordAction(
  tx: Db,
  context: OperatorContext,
  action: string,
  target: ActionTarget,
  detail: Record<string, unknown>,
  change: ActionChange = {},
) {
  await tx.insert(operatorActions).values({
    operator: context.operator,
    staffId: context.staffId ?? null,
    action,
    orderId: target.orderId ?? null,
    refundId: target.refundId ?? null,
    targetStaffId: target.staffId ?? null,
    before: change.before ?? pick(detail, 'from'),
    after: change.after ?? pick(detail, 'to'),
    reason: change.reason ?? null,
    detail,
    createdAt: context.now,
  });
}

/** The state an action moved from or to, when its detail names one ('from': 'NORMAL'). */
function pick(detail: Record<string, unknown>, key: 'from' | 'to'): Record<string, unknown> | null {
  return detail[key] === undefined ? null : { status: detail[key] };
}
