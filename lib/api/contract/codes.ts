// No zod here: the error pages and the browser read the catalogue without the schemas.
/**
 * Every API answer is `{ code, msg, data }`. code 200 is success; the others name an entry of the
 * error catalogue (spec §8) so the site can show its own localized text instead of `msg`.
 */
export const API_CODES = {
  ok: 200,
  params_error: -1,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
  system_error: 500,
  out_of_stock: 1001,
  invalid_sku: 1002,
  double_booking: 1003,
  order_repeat: 1004,
  price_changed: 1005,
  search_expired: 1006,
  info_error: 1007,
  age_not_allowed: 1008,
  drop_store_not_allowed: 1009,
  coupon_incorrect: 1010,
  coupon_unsatisfied: 1011,
  phone_not_verified: 1012,
  wrong_code: 1013,
  code_expired: 1014,
  too_many_codes: 1015,
  driver_age_mismatch: 1016,
  idempotency_conflict: 1017,
  request_in_progress: 1018,
  user_not_registered: 1019,
  user_has_registered: 1020,
  wrong_password: 1021,
  password_mismatch: 1022,
  password_too_short: 1023,
  wrong_mobile: 1024,
  captcha_required: 1025,
  order_expired: 1101,
  order_paid: 1102,
  order_cancelled: 1103,
  order_not_payable: 1104,
  payment_pending: 1105,
  pre_auth_required: 1106,
  order_info_error: 1120,
  order_action_not_allowed: 1121,
  refund_not_allowed: 1201,
  refund_not_revocable: 1202,
  coupon_used: 1026,
  coupon_login_required: 1027,
} as const;

export type ApiErrorName = Exclude<keyof typeof API_CODES, 'ok'>;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** The English default texts; the site shows the localized catalogue instead. */
export const API_MESSAGES: Record<ApiErrorName, string> = {
  params_error: 'params error',
  unauthorized: 'please log in first',
  forbidden: 'forbidden',
  not_found: 'not found',
  too_many_requests: 'too many requests, try later',
  system_error: 'unknown system error, try later',
  out_of_stock: 'the car is sold out, please choose again',
  invalid_sku: 'the car is sold out, please choose again',
  double_booking: 'the order was already submitted, please finish payment on the my orders page',
  order_repeat: 'the order was already submitted, please finish payment on the my orders page',
  price_changed: 'the price has changed, please search again',
  search_expired: 'the search has expired, please search again',
  info_error: 'information error, please search again',
  age_not_allowed: 'the driver age is not allowed at this store',
  drop_store_not_allowed: 'the car cannot be returned to that store',
  coupon_incorrect: 'Your coupon is incorrect, please try again',
  coupon_unsatisfied: 'Unsatisfied conditions, base package price needs to greater than {lessLimit}',
  phone_not_verified: 'Please verify your phone first',
  wrong_code: 'wrong verification code',
  code_expired: 'verification code expired, please reacquire',
  too_many_codes: 'too many requests for a code, try later',
  driver_age_mismatch: "the driver's age on the pick-up date does not match the search",
  idempotency_conflict: 'this Idempotency-Key was already used with another request',
  request_in_progress: 'the same request is still being processed, try again shortly',
  user_not_registered: 'user not registered',
  user_has_registered: 'user has registered',
  wrong_password: 'wrong password',
  password_mismatch: 'confirm password not matching',
  password_too_short: 'password minimum 6 characters',
  wrong_mobile: 'wrong mobile number',
  captcha_required: 'please complete the captcha',
  order_expired: 'the order has expired and can no longer be paid',
  order_paid: 'the order is already paid',
  order_cancelled: 'the order was cancelled and can no longer be paid',
  order_not_payable: 'the order is paid at the counter, not online',
  payment_pending: 'a payment of this order is still being processed',
  pre_auth_required: 'please pass the zhima credit authorisation for this car first',
  order_info_error: 'order information error',
  order_action_not_allowed: 'this order can no longer be changed that way',
  refund_not_allowed: 'a refund cannot be requested for this order now',
  refund_not_revocable: 'the refund is already being paid out and can no longer be revoked',
  coupon_used: 'This coupon has already been used',
  coupon_login_required: 'Please log in to use a coupon',
};

export function codeName(code: number): ApiErrorName | 'ok' | undefined {
  const entry = Object.entries(API_CODES).find(([, value]) => value === code);
  return entry?.[0] as ApiErrorName | 'ok' | undefined;
}

/** Spec §7: the error code a captcha's failure report carries (POST /captcha/report). */
export const CAPTCHA_LOAD_ERROR = 508;
