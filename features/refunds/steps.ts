import type { RefundState } from '@/lib/orders/transitions';

/** The way a refund goes when nothing stops it; REVOKED or REJECTED end it early. */
export const REFUND_PATH = ['REQUEST_REFUND', 'VERIFYING_REFUND', 'REFUNDING', 'COMPLETE_REFUND'] as const;

export type RefundStep = {
  status: RefundState;
  /** when it was reached (ISO), or null: not yet, or skipped */
  at: string | null;
  /** skipped: passed without being reached (customer service approved straight from the request) */
  state: 'done' | 'skipped' | 'current' | 'todo' | 'stopped';
};

/**
 * The steps the progress page shows: the path up to where the refund is, with the time of each
 * step reached, and a step passed without being reached (the review, when customer service approved
 * the request at once) as skipped, not as still to come; a withdrawn or declined refund ends with
 * that step instead of the rest.
 */
export function refundSteps(
  status: RefundState,
  progress: { status: RefundState; at: string }[],
): RefundStep[] {
  const reachedAt = (step: RefundState) => progress.findLast((entry) => entry.status === step)?.at ?? null;
  if (status === 'REVOKED' || status === 'REJECTED') {
    const reached: RefundStep[] = REFUND_PATH.flatMap((step) => {
      const at = reachedAt(step);
      return at ? [{ status: step, at, state: 'done' as const }] : [];
    });
    return [...reached, { status, at: reachedAt(status), state: 'stopped' }];
  }
  const index = REFUND_PATH.indexOf(status);
  return REFUND_PATH.map((step, position) => {
    const at = position <= index ? reachedAt(step) : null;
    const passed = position < index || status === 'COMPLETE_REFUND';
    return {
      status: step,
      at,
      state: passed ? (at ? 'done' : 'skipped') : position === index ? 'current' : 'todo',
    };
  });
}
