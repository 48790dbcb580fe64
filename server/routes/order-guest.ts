import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  bindOrderBodySchema,
  boundOrderSchema,
  forgotOrderBodySchema,
  forgotSentSchema,
  foundOrderSchema,
  queryOrderBodySchema,
} from '@/lib/api/contract/orders';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { COOKIES } from '@/lib/cookies';
import { findOwnOrder, GUEST_SESSION_MS } from '../domain/booking/order-access';
import { bindOrder } from '../domain/orders/bind';
import { orderContactOf } from '../domain/orders/contact';
import { sendOrderNumbers } from '../domain/orders/forgot';
import { lookUpOrder } from '../domain/orders/lookup';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** A guest's order calls (issue 12): find an order, have its number sent, bind it to an account. */
export const orderGuestRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

function setGuestCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, COOKIES.authGuest, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: GUEST_SESSION_MS / 1000,
  });
}

const queryOrder = createRoute({
  method: 'post',
  path: '/query',
  tags: ['order'],
  summary: 'A guest finds an order by its number and the phone or e-mail on it',
  description:
    'Success grants the caller access to that order alone (a guest session: the Auth_guest cookie, new ' +
    'or extended). Any mismatch answers code 1120 order_info_error, whatever was wrong. Five failures in ' +
    '15 minutes from one client answer 429 too_many_requests (data.retry_after_s) until the window ends, ' +
    'right answers included. Five on one order number, from any clients, make each further lookup of it ' +
    'carry a solved captcha (`captcha`, each good once) until the window ends: without one it answers ' +
    '1025 captcha_required (403) before anything is compared.',
  request: { query: withCommonParams(), body: formBody(queryOrderBodySchema) },
  responses: {
    ...responses(foundOrderSchema, 'the order was found; /order/get_order_detail now answers it'),
    403: json(errorEnvelopeSchema, 'code 1025 captcha_required: the order number has had its failures'),
    404: json(errorEnvelopeSchema, 'code 1120 order_info_error'),
    429: json(errorEnvelopeSchema, 'code 429 too_many_requests, data.retry_after_s'),
  },
});

orderGuestRoutes.openapi(queryOrder, async (c) => {
  const body = c.req.valid('form');
  const identity = c.var.identity;
  const found = await lookUpOrder(
    c.var.db,
    {
      tradeNo: body.trade_no,
      contact: orderContactOf(body),
      identity,
      guestId: c.var.params.user_id,
      client: clientAddress(c),
      captcha: body.captcha,
    },
    new Date(),
  );
  const existing = identity.kind === 'guest' ? getCookie(c, COOKIES.authGuest) : undefined;
  const token = found.guestToken ?? existing;
  if (token) setGuestCookie(c, token);
  return c.json(ok({ trade_no: found.tradeNo }), 200);
});

const forgot = createRoute({
  method: 'post',
  path: '/forgot',
  tags: ['order'],
  summary: "'Forgot reservation number': the numbers of a phone's or e-mail's orders, sent to it",
  description:
    'Queues an SMS (phone) or an e-mail with the numbers of the orders made with that contact, newest ' +
    'first (at most 20). The answer is the same whether or not there are any. Three a contact an hour ' +
    'and ten a client an hour (429 too_many_requests).',
  request: { query: withCommonParams(), body: formBody(forgotOrderBodySchema) },
  responses: {
    ...responses(forgotSentSchema, 'accepted'),
    429: json(errorEnvelopeSchema, 'code 429 too_many_requests, data.retry_after_s'),
  },
});

orderGuestRoutes.openapi(forgot, async (c) => {
  const body = c.req.valid('form');
  await sendOrderNumbers(c.var.db, {
    contact: orderContactOf(body),
    lang: body.lang ?? LOCALE_TO_LANG[c.var.params.locale],
    client: clientAddress(c),
  });
  return c.json(ok({ sent: true as const }), 200);
});

const bind = createRoute({
  method: 'post',
  path: '/bind',
  tags: ['order'],
  summary: "Binds a guest's order to the account of a mobile number proven by a code",
  description:
    'Prove the number first with /verify/send_code and /verify/check_code (purpose verify_phone); send ' +
    'the phone_token answered. The order then belongs to the account registered with that number and ' +
    'shows in its list. Another person’s order reads as unknown (404).',
  request: { query: withCommonParams(), body: formBody(bindOrderBodySchema) },
  responses: {
    ...responses(boundOrderSchema, 'the order now belongs to that account'),
    404: json(
      errorEnvelopeSchema,
      'code 404 not_found, or 1019 user_not_registered (no account has the number)',
    ),
    409: json(errorEnvelopeSchema, 'code 1121 order_action_not_allowed: the order is bound already'),
    422: json(errorEnvelopeSchema, 'code 1012 phone_not_verified'),
  },
});

orderGuestRoutes.openapi(bind, async (c) => {
  const body = c.req.valid('form');
  const now = new Date();
  const order = await findOwnOrder(c.var.db, c.var.identity, body.trade_no);
  if (!order) throw new ApiError('not_found');
  await bindOrder(
    c.var.db,
    order,
    { areaCode: body.area_code, phone: body.phone, phoneToken: body.phone_token },
    now,
  );
  return c.json(ok({ trade_no: order.tradeNo, bound: true as const }), 200);
});
