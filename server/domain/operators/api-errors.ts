import { ForbiddenMoveError } from '@/lib/orders/transitions';
import { ApiError } from '../errors';
import { OperatorRefusal } from './record';

/**
 * The operator functions' refusals as the back office's API answers them; the command line prints
 * the same refusals in words (server/ops-command/run.ts). An order outside the caller's stores is refused
 * as unknown, so both answer not_found with nothing else to tell them apart.
 */
export function operatorApiError(error: unknown): unknown {
  if (error instanceof ForbiddenMoveError) {
    return new ApiError(error.machine === 'order' ? 'order_action_not_allowed' : 'staff_action_refused', {
      machine: error.machine,
      event: error.event,
      from: error.from,
    });
  }
  if (!(error instanceof OperatorRefusal)) return error;
  switch (error.kind) {
    case 'unknown_order':
      return new ApiError('not_found');
    case 'gateway_unreachable':
      return new ApiError('gateway_unavailable', { reason: error.message });
    case 'not_allowed':
      return new ApiError('order_action_not_allowed', { reason: error.message });
    default:
      return new ApiError('staff_action_refused', { reason: error.message });
  }
}

/** Runs an operator function, answering its refusals as API errors. */
export async function asStaffCall<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw operatorApiError(error);
  }
}
