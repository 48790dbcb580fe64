import type { BrowserApi } from '@/lib/api/browser';
import type { BindOrderBody, ForgotOrderBody, QueryOrderBody } from '@/lib/api/contract/orders';

/**
 * The order pages' writes, for useMutation. The contract is loaded with the call, not with the page.
 */

/** POST /order/query: a guest finds an order (the answer sets the Auth_guest cookie). */
export async function queryOrder(api: BrowserApi, body: QueryOrderBody) {
  const { foundOrderSchema } = await import('@/lib/api/contract/orders');
  return api.post('/order/query', foundOrderSchema, body);
}

/** POST /order/forgot: the contact's order numbers are sent to it. */
export async function forgotOrderNumber(api: BrowserApi, body: ForgotOrderBody) {
  const { forgotSentSchema } = await import('@/lib/api/contract/orders');
  return api.post('/order/forgot', forgotSentSchema, body);
}

/** POST /order/cancel or /order/delete. */
export async function orderAction(api: BrowserApi, action: 'cancel' | 'delete', tradeNo: string) {
  const { z } = await import('zod');
  return api.post(`/order/${action}`, z.object({ trade_no: z.string() }), { trade_no: tradeNo });
}

/** POST /order/bind with a phone proven by /verify/check_code. */
export async function bindOrder(api: BrowserApi, body: BindOrderBody) {
  const { boundOrderSchema } = await import('@/lib/api/contract/orders');
  return api.post('/order/bind', boundOrderSchema, body);
}

/** /verify/send_code and /verify/check_code, as the booking form proves its phone. */
export async function sendPhoneCode(
  api: BrowserApi,
  areaCode: string,
  phone: string,
  /** the solved slide captcha, when the flag asks for one */
  captcha: { captcha?: string } = {},
) {
  const { sentCodeSchema } = await import('@/lib/api/contract/verify');
  return api.post('/verify/send_code', sentCodeSchema, {
    purpose: 'verify_phone',
    area_code: areaCode,
    phone,
    ...captcha,
  });
}

export async function checkPhoneCode(api: BrowserApi, areaCode: string, phone: string, code: string) {
  const { phoneProofSchema } = await import('@/lib/api/contract/verify');
  return api.post('/verify/check_code', phoneProofSchema, {
    purpose: 'verify_phone',
    area_code: areaCode,
    phone,
    code,
  });
}

/** POST /refund/revoke: withdraws the order's refund request before it is being paid out. */
export async function revokeRefund(api: BrowserApi, tradeNo: string) {
  const { refundSchema } = await import('@/lib/api/contract/refunds');
  return api.post('/refund/revoke', refundSchema, { trade_no: tradeNo });
}
