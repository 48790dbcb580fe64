import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import {
  createdOrderSchema,
  createOrderBodySchema,
  getOrderQuerySchema,
  orderSchema,
} from '@/lib/api/contract/booking';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { SITE_BOOKING_CHANNEL } from '@/lib/booking-rules/channels';
import { COOKIES } from '@/lib/cookies';
import { createOrder } from '../domain/booking/create-order';
import { findOwnOrder, GUEST_SESSION_MS } from '../domain/booking/order-access';
import { loadOrderContext, presentOrder } from '../domain/booking/present-order';
import { ApiError } from '../domain/errors';
import { bookings, countRefusal } from '../observability/metrics';
import { requestCampaign } from '../http/campaign-cookie';
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

export const orderRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const createOrderRoute = createRoute({
  method: 'post',
  path: '/create',
  tags: ['order'],
  summary: 'Book a car: the order, its bill and a held car, at the price the page showed',
  description:
    'The search, car, package and extras are read again and the bill is computed here; nothing is ' +
    'written unless its total equals expected_total (else 1005 price_changed). Pay online: CREATE_ORDER ' +
    'held 30 minutes for payment; at the counter: NORMAL. A guest gets the Auth_guest cookie for the order.',
  request: {
    query: withCommonParams(),
    headers: idempotencyHeader('booking attempt (never a second order)'),
    body: formBody(createOrderBodySchema),
  },
  responses: {
    ...responses(createdOrderSchema, 'the order'),
    401: json(errorEnvelopeSchema, 'zhima credit needs a logged-in user'),
    404: json(errorEnvelopeSchema, 'code 1002 invalid_sku'),
    409: json(
      errorEnvelopeSchema,
      'code 1001 out_of_stock, 1005 price_changed, 1006 search_expired, 1018 request_in_progress',
    ),
    422: json(
      errorEnvelopeSchema,
      'code 1007 info_error, 1008 age_not_allowed, 1009 drop_store_not_allowed, 1010 coupon_incorrect, ' +
        '1011 coupon_unsatisfied, 1012 phone_not_verified, 1016 driver_age_mismatch, 1017 idempotency_conflict, 1106 pre_auth_required',
    ),
  },
});

orderRoutes.openapi(createOrderRoute, async (c) => {
  const outcome = await createOrder(c.var.db, c.req.valid('form'), {
    currency: c.var.params.currency,
    identity: c.var.identity,
    guestId: c.var.params.user_id,
    idempotencyKey: c.req.valid('header')['idempotency-key'],
    utm: requestCampaign(c),
    channel: SITE_BOOKING_CHANNEL,
  }).catch(countRefusal(bookings));
  bookings.inc({ code: String(outcome.body.code) });
  if (outcome.guestToken) {
    setCookie(c, COOKIES.authGuest, outcome.guestToken, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      path: '/',
      maxAge: GUEST_SESSION_MS / 1000,
    });
  }
  // The stored answer is replayed as it was first given (an error envelope too).
  return c.json(
    outcome.body as ReturnType<typeof ok<z.infer<typeof createdOrderSchema>>>,
    outcome.status as 200,
  );
});

const getOrderDetail = createRoute({
  method: 'get',
  path: '/get_order_detail',
  tags: ['order'],
  summary: "One of the caller's orders: a user's own, or one a guest booked or found (Auth_guest)",
  request: { query: withCommonParams(getOrderQuerySchema.shape) },
  responses: {
    ...responses(orderSchema, 'the order'),
    404: json(errorEnvelopeSchema, "no such order for this caller (another person's order reads the same)"),
  },
});

orderRoutes.openapi(getOrderDetail, async (c) => {
  const now = new Date();
  const order = await findOwnOrder(c.var.db, c.var.identity, c.req.valid('query').trade_no);
  if (!order) throw new ApiError('not_found');
  const context = await loadOrderContext(c.var.db, order);
  return c.json(ok(presentOrder(order, context, now)), 200);
});
