import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { orderActedSchema } from '@/lib/api/contract/acks';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { orderActionBodySchema, orderListQuerySchema, orderListSchema } from '@/lib/api/contract/orders';
import { findOwnOrder } from '../domain/booking/order-access';
import { cancelOrder } from '../domain/orders/cancel';
import { listOrders } from '../domain/orders/list';
import { deleteOrder } from '../domain/orders/remove';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** The caller's orders: the list, cancel and delete (issue 12). */
export const orderListRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getOrderList = createRoute({
  method: 'get',
  path: '/get_order_list',
  tags: ['order'],
  summary: "The caller's orders, newest first, a page at a time",
  description:
    "A user's orders (by account) or a guest session's (the orders it booked or found). TEST and deleted " +
    'orders are never listed; tab=refund lists the orders with a refund.',
  request: { query: withCommonParams(orderListQuerySchema.shape) },
  responses: {
    ...responses(orderListSchema, 'one page of orders'),
    401: json(errorEnvelopeSchema, 'no session'),
  },
});

orderListRoutes.openapi(getOrderList, async (c) => {
  const query = c.req.valid('query');
  const list = await listOrders(
    c.var.db,
    c.var.identity,
    { tab: query.tab, page: query.page, pageSize: query.page_size },
    new Date(),
  );
  return c.json(ok(list), 200);
});

const actionResponses = (what: string) => ({
  ...responses(orderActedSchema, what),
  404: json(errorEnvelopeSchema, "no such order for this caller (another person's order reads the same)"),
  409: json(
    errorEnvelopeSchema,
    'code 1121 order_action_not_allowed (the order’s state does not allow it), 1105 payment_pending',
  ),
});

const cancel = createRoute({
  method: 'post',
  path: '/cancel',
  tags: ['order'],
  summary: 'Cancels an unpaid order before pick-up and releases its car',
  description: 'A paid order is cancelled through a refund. Allowed as orderActions offers cancel.',
  request: { query: withCommonParams(), body: formBody(orderActionBodySchema) },
  responses: actionResponses('the order is cancelled'),
});

orderListRoutes.openapi(cancel, async (c) => {
  const order = await findOwnOrder(c.var.db, c.var.identity, c.req.valid('form').trade_no);
  if (!order) throw new ApiError('not_found');
  await cancelOrder(c.var.db, order.id, new Date());
  return c.json(ok({ trade_no: order.tradeNo }), 200);
});

const remove = createRoute({
  method: 'post',
  path: '/delete',
  tags: ['order'],
  summary: 'Removes an ended order (cancelled or expired) from the list',
  request: { query: withCommonParams(), body: formBody(orderActionBodySchema) },
  responses: actionResponses('the order is deleted'),
});

orderListRoutes.openapi(remove, async (c) => {
  const order = await findOwnOrder(c.var.db, c.var.identity, c.req.valid('form').trade_no);
  if (!order) throw new ApiError('not_found');
  await deleteOrder(c.var.db, order.id, new Date());
  return c.json(ok({ trade_no: order.tradeNo }), 200);
});
