import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  changeQuoteSchema,
  confirmChangeBodySchema,
  orderChangeBodySchema,
  orderChangedSchema,
  orderChangeListSchema,
} from '@/lib/api/contract/order-change';
import { getOrderQuerySchema } from '@/lib/api/contract/booking';
import { confirmChange } from '../domain/changes/confirm';
import { changeHistory } from '../domain/changes/history';
import { quoteChange } from '../domain/changes/quote';
import { findOwnOrder } from '../domain/booking/order-access';
import { ApiError } from '../domain/errors';
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

/** Changing a booking (issue 32): a quote that writes nothing, then one idempotent confirm. */
export const orderChangeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const refusals = {
  404: json(errorEnvelopeSchema, "no such order for this caller (another person's order reads the same)"),
  409: json(
    errorEnvelopeSchema,
    'code 1122 change_not_allowed (cancelled, expired, picked up or in a refund), 1123 change_closed ' +
      "(past the package's cut-off), 1001 out_of_stock (the new car or dates are not free), 1105 payment_pending",
  ),
  422: json(
    errorEnvelopeSchema,
    'code 1125 change_nothing, 1007 info_error, 1008 age_not_allowed, 1009 drop_store_not_allowed, -1 params error',
  ),
};

const quote = createRoute({
  method: 'post',
  path: '/change/quote',
  tags: ['order'],
  summary: 'Prices a change of the booking from the catalogue as it is now; nothing is written',
  description:
    'Absent fields keep the booking’s own. The answer has the old and new bills, the difference, the ' +
    'fee and what is then paid online, refunded and paid at the counter; it expires like a search.',
  request: { query: withCommonParams(), body: formBody(orderChangeBodySchema) },
  responses: { ...responses(changeQuoteSchema, 'the quote'), ...refusals },
});

orderChangeRoutes.openapi(quote, async (c) => {
  const request = c.req.valid('form');
  const order = await findOwnOrder(c.var.db, c.var.identity, request.trade_no);
  if (!order) throw new ApiError('not_found');
  return c.json(ok(await quoteChange(c.var.db, order, request, new Date())), 200);
});

const confirm = createRoute({
  method: 'post',
  path: '/change/confirm',
  tags: ['order'],
  summary: 'Makes the change quoted, once: the new car held before the old is released, the order keeps its number',
  description:
    'The quote’s search_token and new total (expected_total) are sent back; a changed price answers 1005 ' +
    'price_changed and changes nothing. A lower prepaid total is refunded to the card once; a higher one ' +
    "waits for its difference (status 'awaiting_payment'): the new car is held and the booking changes " +
    'once the difference is paid with POST /payment/pay by pay_by; unpaid, the booking stays as it was.',
  request: {
    query: withCommonParams(),
    headers: idempotencyHeader('change attempt (never a second change)'),
    body: formBody(confirmChangeBodySchema),
  },
  responses: {
    ...responses(orderChangedSchema, 'the order is changed, or its change waits for its difference'),
    ...refusals,
    409: json(
      errorEnvelopeSchema,
      `${refusals[409].description}, 1005 price_changed, 1006 search_expired, 1018 request_in_progress`,
    ),
  },
});

orderChangeRoutes.openapi(confirm, async (c) => {
  const request = c.req.valid('form');
  const order = await findOwnOrder(c.var.db, c.var.identity, request.trade_no);
  if (!order) throw new ApiError('not_found');
  const answer = await confirmChange(
    c.var.db,
    c.var.gateway,
    order,
    request,
    c.req.valid('header')['idempotency-key'],
    new Date(),
  );
  // The stored answer is replayed as it was first given (an error envelope too).
  return c.json(answer.body as ReturnType<typeof ok<z.infer<typeof orderChangedSchema>>>, answer.status as 200);
});

const list = createRoute({
  method: 'get',
  path: '/change/list',
  tags: ['order'],
  summary: "The order's changes, oldest first",
  request: { query: withCommonParams(getOrderQuerySchema.shape) },
  responses: { ...responses(orderChangeListSchema, 'the changes'), 404: refusals[404] },
});

orderChangeRoutes.openapi(list, async (c) => {
  const order = await findOwnOrder(c.var.db, c.var.identity, c.req.valid('query').trade_no);
  if (!order) throw new ApiError('not_found');
  return c.json(ok({ list: await changeHistory(c.var.db, order.id) }), 200);
});
