import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsActionResultSchema,
  opsRefundQueueQuerySchema,
  opsRefundQueueSchema,
  opsRejectBodySchema,
  opsTradeNoBodySchema,
} from '@/lib/api/contract/ops-orders';
import { asStaffCall } from '../../domain/operators/api-errors';
import { orderFile } from '../../domain/operators/file';
import { refundQueue } from '../../domain/operators/queue';
import type { OperatorContext } from '../../domain/operators/record';
import {
  approveRefund,
  completeRefund,
  rejectRefund,
  reviewRefund,
  type ActionResult,
} from '../../domain/operators/refunds';
import { staffContext, storeScopeOf } from '../../domain/operators/scope';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * The refund queue, mounted at /ops/refund (refunds.manage): the open requests oldest first with
 * their age against the 2-3 day review, and the moves review, approve (the money back through the
 * gateway once, keyed by the refund), reject with a reason the traveller reads, and complete, each
 * through the operator function the command line uses.
 */
export const refundsRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const denied = {
  401: json(errorEnvelopeSchema, 'code 401: no staff session (sign in to the back office)'),
  403: json(
    errorEnvelopeSchema,
    "code 403: a traveller's or guest's session, or a role without refunds.manage",
  ),
};

const queue = createRoute({
  method: 'get',
  path: '/queue',
  tags: ['ops'],
  summary: 'The refund queue: open requests oldest first, with their age and whether the review is overdue',
  description:
    'open: REQUEST_REFUND and VERIFYING_REFUND; refunding: approved, money on its way; closed: done, rejected or revoked.',
  request: { query: withCommonParams(opsRefundQueueQuerySchema.shape) },
  responses: { ...responses(opsRefundQueueSchema, 'a page of refunds'), ...denied },
});

refundsRoutes.openapi(queue, async (c) => {
  const caller = requireStaff(c, 'refunds.manage');
  return c.json(ok(await refundQueue(c.var.db, storeScopeOf(caller), c.req.valid('query'), new Date())), 200);
});

const moveResponses = (description: string) => ({
  ...responses(opsActionResultSchema, description),
  ...denied,
  404: json(errorEnvelopeSchema, 'code 404: no such order'),
  409: json(
    errorEnvelopeSchema,
    'code 1304 staff_action_refused: the refund does not allow this move now (or the order has none); nothing changed',
  ),
});

/** A refund move by a caller with refunds.manage, answered with the order's file as it now stands. */
async function move(
  c: Context<OpsEnv>,
  tradeNo: string,
  action: (context: OperatorContext) => Promise<ActionResult>,
) {
  const caller = requireStaff(c, 'refunds.manage');
  const done = await asStaffCall(() => action(staffContext(caller, new Date())));
  const file = await asStaffCall(() => orderFile(c.var.db, caller, tradeNo, new Date()));
  return ok({ action: done.action, from: done.from, to: done.to, file });
}

const review = createRoute({
  method: 'post',
  path: '/review',
  tags: ['ops'],
  summary: 'Start reviewing a refund request (REQUEST_REFUND → VERIFYING_REFUND)',
  request: { query: withCommonParams(), body: formBody(opsTradeNoBodySchema) },
  responses: moveResponses('under review'),
});

refundsRoutes.openapi(review, async (c) => {
  const { trade_no } = c.req.valid('form');
  return c.json(await move(c, trade_no, (context) => reviewRefund(c.var.db, context, trade_no)), 200);
});

const approve = createRoute({
  method: 'post',
  path: '/approve',
  tags: ['ops'],
  summary: 'Approve a refund (→ REFUNDING): the money goes back through the gateway exactly once',
  description:
    'Keyed by the refund at the gateway, and moved by one of any number of concurrent approvals (the ' +
    'others are refused). When the gateway cannot be reached (503) the refund stays REFUNDING: complete ' +
    'sends it again under the same key.',
  request: { query: withCommonParams(), body: formBody(opsTradeNoBodySchema) },
  responses: {
    ...moveResponses('approved'),
    503: json(errorEnvelopeSchema, 'code 1305 gateway_unavailable: the refund stays REFUNDING'),
  },
});

refundsRoutes.openapi(approve, async (c) => {
  const { trade_no } = c.req.valid('form');
  return c.json(
    await move(c, trade_no, (context) => approveRefund(c.var.db, context, c.var.gateway, trade_no)),
    200,
  );
});

const reject = createRoute({
  method: 'post',
  path: '/reject',
  tags: ['ops'],
  summary: 'Reject a refund request with a reason the traveller reads (→ REJECTED)',
  request: { query: withCommonParams(), body: formBody(opsRejectBodySchema) },
  responses: moveResponses('rejected'),
});

refundsRoutes.openapi(reject, async (c) => {
  const { trade_no, reason } = c.req.valid('form');
  return c.json(await move(c, trade_no, (context) => rejectRefund(c.var.db, context, trade_no, reason)), 200);
});

const complete = createRoute({
  method: 'post',
  path: '/complete',
  tags: ['ops'],
  summary: 'Complete a refund (REFUNDING → COMPLETE_REFUND): the order is cancelled and its car released',
  description: 'Asks the gateway again, under the same key, when approve could not reach it.',
  request: { query: withCommonParams(), body: formBody(opsTradeNoBodySchema) },
  responses: {
    ...moveResponses('completed'),
    503: json(errorEnvelopeSchema, 'code 1305 gateway_unavailable: the refund stays REFUNDING'),
  },
});

refundsRoutes.openapi(complete, async (c) => {
  const { trade_no } = c.req.valid('form');
  return c.json(
    await move(c, trade_no, (context) => completeRefund(c.var.db, context, c.var.gateway, trade_no)),
    200,
  );
});
