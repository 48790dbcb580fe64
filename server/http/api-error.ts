import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_CODES, API_MESSAGES, type ApiErrorName } from '@/lib/api/contract/envelope';

const HTTP_STATUS: Record<ApiErrorName, ContentfulStatusCode> = {
  params_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  too_many_requests: 429,
  system_error: 500,
  out_of_stock: 409,
  invalid_sku: 404,
  double_booking: 409,
  order_repeat: 409,
  price_changed: 409,
  search_expired: 409,
  info_error: 422,
  age_not_allowed: 422,
  drop_store_not_allowed: 422,
  coupon_incorrect: 422,
  coupon_unsatisfied: 422,
  phone_not_verified: 422,
  wrong_code: 422,
  code_expired: 422,
  too_many_codes: 429,
  driver_age_mismatch: 422,
  idempotency_conflict: 422,
  request_in_progress: 409,
  user_not_registered: 404,
  user_has_registered: 409,
  wrong_password: 401,
  password_mismatch: 400,
  password_too_short: 400,
  wrong_mobile: 400,
  captcha_required: 403,
  order_expired: 409,
  order_paid: 409,
  order_cancelled: 409,
  order_not_payable: 409,
  payment_pending: 409,
  pre_auth_required: 422,
  order_info_error: 404,
  order_action_not_allowed: 409,
  refund_not_allowed: 409,
  refund_not_revocable: 409,
  coupon_used: 409,
  coupon_login_required: 401,
};

/** A known failure from the error catalogue; app.ts turns it into the envelope in one place. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: ContentfulStatusCode;

  constructor(
    readonly name: ApiErrorName,
    readonly detail?: unknown,
    message = API_MESSAGES[name],
  ) {
    super(message);
    this.code = API_CODES[name];
    this.status = HTTP_STATUS[name];
  }
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The fields of a params error, as the envelope lists them, from zod's issues. */
export const issueFields = (issues: readonly Issue[]) =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** A schema check that failed outside a route's validator, as the params error it is. */
export const paramsErrorOf = (error: { readonly issues: readonly Issue[] }) =>
  new ApiError('params_error', { fields: issueFields(error.issues) });
