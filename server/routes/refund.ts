import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  refundApplyBodySchema,
  type Refund,
  refundListQuerySchema,
  refundListSchema,
  refundQuoteSchema,
  refundSchema,
  refundTradeNoSchema,
} from '@/lib/api/contract/refunds';
import {
  applyRefund,
  listRefunds,
  quoteForCaller,
  refundDetail,
  revokeRefund,
} from '../domain/refunds/traveller';
import type { AppEnv } from '../http/context';
import {
  formBody,
  idempotencyHeader,
  json,
  ok,
  paramsErrorHook,
  responses,
  withCommonParams,
} from '../http/openapi';

/**
 * The traveller's refunds, mounted at /refund. Every object answer is scoped to the caller (a user
 * by user_id, a guest by the orders granted to the Auth_guest session): another person's order or
 * refund answers 404 exactly like one that does not exist.
 */
export const refundRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const notFound = json(
  errorEnvelopeSchema,
  "code 404: no such order or refund for this caller (another person's reads the same)",
);

const quote = createRoute({
  method: 'get',
  path: '/get_refund_quote',
  tags: ['refund'],
  summary: 'What cancelling now gives back: paid, fee and refund in minor units, and free cancellation until',
  description:
    "Evaluated by the policy copied onto the order at booking, at the server's clock; nothing is " +
    'refunded from the pick-up time on. free_until is on the pick-up store’s clock.',
  request: { query: withCommonParams(refundTradeNoSchema.shape) },
  responses: { ...responses(refundQuoteSchema, 'the quote'), 404: notFound },
});

refundRoutes.openapi(quote, async (c) => {
  const answer = await quoteForCaller(c.var.db, c.var.identity, c.req.valid('query').trade_no, new Date());
  return c.json(ok(answer), 200);
});

const apply = createRoute({
  method: 'post',
  path: '/apply',
  tags: ['refund'],
  summary: 'Ask for the money of a paid order back (REQUEST_REFUND), with a reason code and a remark',
  description:
    'Only a paid order before pick-up with no refund in progress or done (orderActions: apply_refund); ' +
    'the amounts are the quote at this moment. One live refund per order, enforced by the database too.',
  request: {
    query: withCommonParams(),
    headers: idempotencyHeader('refund request (never a second request)'),
    body: formBody(refundApplyBodySchema),
  },
  responses: {
    ...responses(refundSchema, 'the refund request'),
    404: notFound,
    409: json(errorEnvelopeSchema, 'code 1201 refund_not_allowed, 1018 request_in_progress'),
    422: json(errorEnvelopeSchema, 'code 1017 idempotency_conflict'),
  },
});

refundRoutes.openapi(apply, async (c) => {
  const answer = await applyRefund(c.var.db, c.var.identity, c.req.valid('form'), {
    idempotencyKey: c.req.valid('header')['idempotency-key'],
    now: new Date(),
  });
  // The stored answer is replayed as it was first given.
  return c.json(answer.body as ReturnType<typeof ok<Refund>>, answer.status as 200);
});

const list = createRoute({
  method: 'get',
  path: '/get_refund_list',
  tags: ['refund'],
  summary: "The caller's refunds, newest first, paged",
  request: { query: withCommonParams(refundListQuerySchema.shape) },
  responses: responses(refundListSchema, 'a page of refunds'),
});

refundRoutes.openapi(list, async (c) => {
  const { page, page_size } = c.req.valid('query');
  return c.json(ok(await listRefunds(c.var.db, c.var.identity, page, page_size)), 200);
});

const detail = createRoute({
  method: 'get',
  path: '/get_refund_detail',
  tags: ['refund'],
  summary: "The newest refund of the caller's order, with each status reached and its time",
  request: { query: withCommonParams(refundTradeNoSchema.shape) },
  responses: { ...responses(refundSchema, 'the refund'), 404: notFound },
});

refundRoutes.openapi(detail, async (c) => {
  return c.json(ok(await refundDetail(c.var.db, c.var.identity, c.req.valid('query').trade_no)), 200);
});

const revoke = createRoute({
  method: 'post',
  path: '/revoke',
  tags: ['refund'],
  summary: 'Withdraw a refund request before it is being paid out (→ REVOKED)',
  request: { query: withCommonParams(), body: formBody(refundTradeNoSchema) },
  responses: {
    ...responses(refundSchema, 'the revoked refund'),
    404: notFound,
    409: json(errorEnvelopeSchema, 'code 1202 refund_not_revocable'),
  },
});

refundRoutes.openapi(revoke, async (c) => {
  const refund = await revokeRefund(c.var.db, c.var.identity, c.req.valid('form').trade_no, new Date());
  return c.json(ok(refund), 200);
});
