import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  addCouponBodySchema,
  addedCouponSchema,
  walletQuerySchema,
  walletSchema,
} from '@/lib/api/contract/coupons';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { addToWallet, listWallet } from '../domain/coupons/wallet';
import type { AppEnv } from '../http/context';
import { requireUser } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** The logged-in user's coupon wallet (mounted at /user/coupon). Only the owner's rows are ever read. */
export const userCouponRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const unauthorized = { 401: json(errorEnvelopeSchema, '401 unauthorized: not logged in') };

userCouponRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/list',
    tags: ['user'],
    summary: "The user's coupons, newest first, optionally of one status",
    description:
      "Each with its discount, its rule in the request's language (locale) and its lower limit. " +
      "expired is computed from the coupon's end; invalid is a campaign switched off.",
    request: { query: withCommonParams(walletQuerySchema.shape) },
    responses: { ...responses(walletSchema, 'the wallet'), ...unauthorized },
  }),
  async (c) => {
    const { userId } = requireUser(c);
    const { status } = c.req.valid('query');
    const lang = LOCALE_TO_LANG[c.var.params.locale];
    return c.json(ok({ list: await listWallet(c.var.db, userId, lang, new Date(), status) }), 200);
  },
);

userCouponRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/add',
    tags: ['user'],
    summary: 'Add a campaign code to the wallet',
    description:
      'An unknown, switched-off, expired or already added code answers 1010 coupon_incorrect ' +
      "('Your coupon is incorrect, please try again'). After 10 such answers in an hour the user " +
      'gets 429 too_many_requests (data.retry_after_s) until the hour ends, so codes cannot be guessed.',
    request: { query: withCommonParams(), body: formBody(addCouponBodySchema) },
    responses: {
      ...responses(addedCouponSchema, 'Coupon added'),
      ...unauthorized,
      422: json(errorEnvelopeSchema, 'code 1010 coupon_incorrect'),
      429: json(errorEnvelopeSchema, 'too_many_requests'),
    },
  }),
  async (c) => {
    const { userId } = requireUser(c);
    const lang = LOCALE_TO_LANG[c.var.params.locale];
    const coupon = await addToWallet(c.var.db, userId, c.req.valid('form').code, lang, new Date());
    return c.json(ok({ coupon }), 200);
  },
);
