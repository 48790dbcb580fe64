import type { ErrorReason } from '@/lib/site/i18n/api-error-message';

/** Where a refused booking takes the traveller (spec §8), as the review step shows it. */
export type BookOutcome =
  /** out_of_stock, invalid_sku: sold out, back to the car list after 15 s */
  | { kind: 'sold_out' }
  /** order_repeat, double_booking: already booked, to My Orders after 15 s */
  | { kind: 'order_repeat' }
  /** the search no longer holds: price_changed, search_expired, info_error, drop_store_not_allowed */
  | { kind: 'search_again'; reason: ErrorReason }
  /** no answer, or one to try again: the same request with the same key (never a second order) */
  | { kind: 'retry'; reason: ErrorReason }
  /** back to the form, with the problem on its field (or above the form when it has none) */
  | { kind: 'fix'; field: FixField | null; problem: string };

/** The fields a booking answer can point at. */
export type FixField = 'contact.contact_phone' | `drivers.${number}.birthday` | 'deposit' | 'coupon';

const SEARCH_AGAIN = new Set<ErrorReason>([
  'price_changed',
  'search_expired',
  'info_error',
  'drop_store_not_allowed',
]);
const RETRY = new Set<ErrorReason>([
  'network',
  'timeout',
  'request_in_progress',
  'too_many_requests',
  'system_error',
]);

/**
 * A refusal of POST /order/create as what the page does next. Age refusals name their driver
 * (data.driver) and the store's range (data.min, data.max).
 */
export function bookOutcome(
  reason: ErrorReason,
  details: { driver: number; ages: { min: number; max: number } | null },
): BookOutcome {
  switch (reason) {
    case 'out_of_stock':
    case 'invalid_sku':
      return { kind: 'sold_out' };
    case 'order_repeat':
    case 'double_booking':
      return { kind: 'order_repeat' };
    case 'phone_not_verified':
      return { kind: 'fix', field: 'contact.contact_phone', problem: 'verify_phone' };
    case 'coupon_incorrect':
    case 'coupon_unsatisfied':
    case 'coupon_used':
    case 'coupon_login_required':
      return { kind: 'fix', field: 'coupon', problem: reason };
    case 'age_not_allowed':
      return {
        kind: 'fix',
        field: `drivers.${details.driver}.birthday`,
        problem: details.ages ? `driver_age:${details.ages.min}:${details.ages.max}` : reason,
      };
    case 'driver_age_mismatch':
      return { kind: 'fix', field: `drivers.${details.driver}.birthday`, problem: reason };
    case 'unauthorized':
    case 'pre_auth_required':
      return { kind: 'fix', field: 'deposit', problem: reason };
    default:
      if (SEARCH_AGAIN.has(reason)) return { kind: 'search_again', reason };
      if (RETRY.has(reason)) return { kind: 'retry', reason };
      return { kind: 'fix', field: null, problem: reason };
  }
}
