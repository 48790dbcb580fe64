import type { Db } from '../../db/client';
import { operatorActions } from '../../db/schema';

/**
 * Who acts and when. The back office passes the signed-in member of staff (staffId and their
 * name, and the stores a store role reaches: ./scope.ts); the ops command passes its --operator
 * name (and no staffId, every store) once per run.
 */
export type OperatorContext = {
  operator: string;
  staffId?: string | null;
  now: Date;
  /** the pick-up stores whose orders the caller reaches; absent or null: every store */
  stores?: readonly string[] | null;
};

/**
 * Why staff were refused, for the API to answer with the right code (./api-errors.ts); the command
 * line prints the message only.
 */
export type RefusalKind =
  | 'unknown_order' // no such order, or one of a store the caller does not reach
  | 'no_refund' // the order has no refund request
  | 'not_allowed' // the order's state does not allow it now
  | 'invalid' // the input itself (a pick-up number, a reason)
  | 'gateway_unreachable' // the acquirer did not answer: nothing is known to have moved
  | 'gateway_refused'; // the acquirer answered no

/** Something staff cannot do to this order, refund or account now, in words for the operator. */
export class OperatorRefusal extends Error {
  constructor(
    message: string,
    readonly kind: RefusalKind = 'not_allowed',
  ) {
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
