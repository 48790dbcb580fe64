import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { preAuthSignConfigListSchema } from '@/lib/api/contract/common';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  getPaymentStatusQuerySchema,
  payBodySchema,
  paymentStateSchema,
  type PaymentState,
} from '@/lib/api/contract/payment';
import { payOrder } from '../domain/payment/pay';
import { paymentStatus } from '../domain/payment/status';
import { loadPreAuthSignConfig } from '../domain/pre-auth';
import type { AppEnv } from '../http/context';
import { countRefusal, payments } from '../observability/metrics';
import {
  formBody,
  idempotencyHeader,
  json,
  ok,
  paramsErrorHook,
  responses,
  withCommonParams,
} from '../http/openapi';

export const paymentRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getPreAuthSignConfigList = createRoute({
  method: 'get',
  path: '/get_pre_auth_sign_config_list',
  tags: ['payment'],
  summary: 'Stores where zhima credit pre-authorisation is allowed',
  request: { query: withCommonParams() },
  responses: responses(preAuthSignConfigListSchema, 'the per-store alipay flags and the admin config'),
});

paymentRoutes.openapi(getPreAuthSignConfigList, async (c) => {
  const who = c.var.identity;
  const data = await loadPreAuthSignConfig(c.var.db, who.kind === 'user' ? who.userId : undefined);
  return c.json(ok(data), 200);
});

const pay = createRoute({
  method: 'post',
  path: '/pay',
  tags: ['payment'],
  summary: 'Pay an online booking by card: its stored online total, once',
  description:
    'The card (checked with card-validator) goes to the acquirer once and is never stored or logged; ' +
    "the amount is the order's stored online total, whatever the request says. A declined card answers " +
    "200 with payment.status 'failed' and the gateway code (spec §8); 'pending' (3200) settles later. " +
    'Paid: NORMAL / HAD_PAID (CONFIRMED for confirm_now packages) and a receipt e-mail.',
  request: {
    query: withCommonParams(),
    headers: idempotencyHeader('payment attempt (never a second charge)'),
    body: formBody(payBodySchema),
  },
  responses: {
    ...responses(paymentStateSchema, 'the order and the attempt'),
    404: json(errorEnvelopeSchema, 'no such order for this caller'),
    409: json(
      errorEnvelopeSchema,
      'code 1101 order_expired, 1102 order_paid, 1103 order_cancelled, 1104 order_not_payable, ' +
        '1105 payment_pending, 1018 request_in_progress',
    ),
    422: json(errorEnvelopeSchema, 'code 1017 idempotency_conflict'),
  },
});

paymentRoutes.openapi(pay, async (c) => {
  const answer = await payOrder(c.var.db, c.var.gateway, c.req.valid('form'), {
    identity: c.var.identity,
    idempotencyKey: c.req.valid('header')['idempotency-key'],
  }).catch(countRefusal(payments, { state: 'refused' }));
  const state = (answer.body.data as PaymentState | null)?.payment?.status ?? 'none';
  payments.inc({ code: String(answer.body.code), state });
  // The stored answer is replayed as it was first given.
  return c.json(answer.body as ReturnType<typeof ok<PaymentState>>, answer.status as 200);
});

const getPaymentStatus = createRoute({
  method: 'get',
  path: '/get_payment_status',
  tags: ['payment'],
  summary: "An order's payment: its state and latest attempt (a pending one is asked about again)",
  request: { query: withCommonParams(getPaymentStatusQuerySchema.shape) },
  responses: {
    ...responses(paymentStateSchema, 'the order and its latest attempt'),
    404: json(errorEnvelopeSchema, 'no such order for this caller'),
  },
});

paymentRoutes.openapi(getPaymentStatus, async (c) => {
  const state = await paymentStatus(
    c.var.db,
    c.var.gateway,
    c.var.identity,
    c.req.valid('query').trade_no,
    new Date(),
  );
  return c.json(ok(state), 200);
});
