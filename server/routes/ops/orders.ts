import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsActionResultSchema,
  opsCancelBodySchema,
  opsConfirmBodySchema,
  opsNoteBodySchema,
  opsOrderFileSchema,
  opsOrderSearchFields,
  pickupRangeInOrder,
  opsOrderSearchSchema,
  opsTradeNoBodySchema,
  opsTradeNoQuerySchema,
} from '@/lib/api/contract/ops-orders';
import type { StaffPermission } from '@/lib/ops/roles';
import type { Context } from 'hono';
import { asStaffCall } from '../../domain/operators/api-errors';
import { cancelForTraveller } from '../../domain/operators/cancel';
import { orderFile } from '../../domain/operators/file';
import { addOrderNote } from '../../domain/operators/notes';
import { confirmOrder } from '../../domain/operators/orders';
import type { ActionResult } from '../../domain/operators/refunds';
import { resendConfirmation } from '../../domain/operators/resend';
import { staffContext, storeScopeOf } from '../../domain/operators/scope';
import { searchOrders } from '../../domain/operators/search';
import type { OperatorContext } from '../../domain/operators/record';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Customer service's orders, mounted at /ops/order: find, read the whole file, confirm, cancel for
 * the traveller, resend the confirmation, add a note. Each action runs the operator function the
 * command line uses, which writes its operator_actions row in the same transaction as the change.
 * A store role reaches only its stores' orders: another store's answers 404 like an unknown one.
 */
export const ordersRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const denied = {
  401: json(errorEnvelopeSchema, 'code 401: no staff session (sign in to the back office)'),
  403: json(
    errorEnvelopeSchema,
    "code 403: a traveller's or guest's session, or a role without this permission",
  ),
};
const notFound = {
  404: json(
    errorEnvelopeSchema,
    "code 404: no such order, or one of a store the caller's role does not cover (the same answer)",
  ),
};
const refused = {
  409: json(
    errorEnvelopeSchema,
    'code 1121 order_action_not_allowed or 1304 staff_action_refused: the order does not allow it now; nothing changed',
  ),
};

const search = createRoute({
  method: 'get',
  path: '/search',
  tags: ['ops'],
  summary: 'Find orders by number, phone, e-mail, name, store, pick-up days and status; newest first, paged',
  description:
    'Every filter given must match. TEST orders never show; an order the traveller deleted from their ' +
    'list shows only when searched by its number. A store role finds only its stores’ orders.',
  request: { query: withCommonParams(opsOrderSearchFields).refine(...pickupRangeInOrder) },
  responses: { ...responses(opsOrderSearchSchema, 'a page of orders'), ...denied },
});

ordersRoutes.openapi(search, async (c) => {
  const caller = requireStaff(c, 'orders.read');
  const answer = await searchOrders(c.var.db, storeScopeOf(caller), c.req.valid('query'), new Date());
  return c.json(ok(answer), 200);
});

const detail = createRoute({
  method: 'get',
  path: '/detail',
  tags: ['ops'],
  summary: "An order's whole file: the order, payments, ledger, refunds, messages, audit trail, notes",
  description:
    "`can` says what this member of staff may do to the order now (their role and the order's state).",
  request: { query: withCommonParams(opsTradeNoQuerySchema.shape) },
  responses: { ...responses(opsOrderFileSchema, "the order's file"), ...denied, ...notFound },
});

ordersRoutes.openapi(detail, async (c) => {
  const caller = requireStaff(c, 'orders.read');
  const file = await asStaffCall(() =>
    orderFile(c.var.db, caller, c.req.valid('query').trade_no, new Date()),
  );
  return c.json(ok(file), 200);
});

/** An action by the caller with the permission, answered with the order's file as it now stands. */
async function act(
  c: Context<OpsEnv>,
  permission: StaffPermission,
  tradeNo: string,
  action: (context: OperatorContext) => Promise<ActionResult>,
) {
  const caller = requireStaff(c, permission);
  const now = new Date();
  const done = await asStaffCall(() => action(staffContext(caller, now)));
  const file = await asStaffCall(() => orderFile(c.var.db, caller, tradeNo, new Date()));
  return ok({ action: done.action, from: done.from, to: done.to, file });
}

const actionResponses = (description: string) => ({
  ...responses(opsActionResultSchema, description),
  ...denied,
  ...notFound,
  ...refused,
});

const confirm = createRoute({
  method: 'post',
  path: '/confirm',
  tags: ['ops'],
  summary: 'Confirm a NORMAL order (→ CONFIRMED) with the pick-up number the traveller shows at the counter',
  request: { query: withCommonParams(), body: formBody(opsConfirmBodySchema) },
  responses: actionResponses('confirmed'),
});

ordersRoutes.openapi(confirm, async (c) => {
  const { trade_no, pickup_no } = c.req.valid('form');
  const answer = await act(c, 'orders.confirm', trade_no, (context) =>
    confirmOrder(c.var.db, context, trade_no, pickup_no),
  );
  return c.json(answer, 200);
});

const cancel = createRoute({
  method: 'post',
  path: '/cancel',
  tags: ['ops'],
  summary: "Cancel for the traveller under the order's own terms (a paid one through a refund, once)",
  description:
    'Unpaid: cancelled as the traveller would (the car released, a coupon back). Paid, before pick-up: a ' +
    "refund at the policy's quote now, approved, the money sent back through the gateway once (keyed by " +
    'the refund), completed, the order CANCEL. When the gateway cannot be reached (503 gateway_unavailable) ' +
    'the refund stays REFUNDING; complete it from the refund queue.',
  request: { query: withCommonParams(), body: formBody(opsCancelBodySchema) },
  responses: {
    ...actionResponses('cancelled'),
    503: json(errorEnvelopeSchema, 'code 1305 gateway_unavailable: the refund stays REFUNDING'),
  },
});

ordersRoutes.openapi(cancel, async (c) => {
  const { trade_no, reason } = c.req.valid('form');
  const answer = await act(c, 'orders.act', trade_no, (context) =>
    cancelForTraveller(c.var.db, context, c.var.gateway, trade_no, reason),
  );
  return c.json(answer, 200);
});

const resend = createRoute({
  method: 'post',
  path: '/resend_confirmation',
  tags: ['ops'],
  summary: 'Queue the confirmation e-mail again for a NORMAL or CONFIRMED order',
  request: { query: withCommonParams(), body: formBody(opsTradeNoBodySchema) },
  responses: actionResponses('queued'),
});

ordersRoutes.openapi(resend, async (c) => {
  const { trade_no } = c.req.valid('form');
  const answer = await act(c, 'orders.act', trade_no, (context) =>
    resendConfirmation(c.var.db, context, trade_no),
  );
  return c.json(answer, 200);
});

const addNote = createRoute({
  method: 'post',
  path: '/add_note',
  tags: ['ops'],
  summary: 'Add an internal note to an order (staff only, kept, never shown to the traveller)',
  request: { query: withCommonParams(), body: formBody(opsNoteBodySchema) },
  responses: actionResponses('noted'),
});

ordersRoutes.openapi(addNote, async (c) => {
  const { trade_no, body } = c.req.valid('form');
  const answer = await act(c, 'orders.note', trade_no, (context) =>
    addOrderNote(c.var.db, context, trade_no, body),
  );
  return c.json(answer, 200);
});
