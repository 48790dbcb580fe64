import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { checkCouponQuerySchema, couponTermsSchema } from '@/lib/api/contract/booking';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { limitCouponGuesses } from '../domain/coupons/guess-limit';
import { couponTermsFor } from '../domain/coupons/terms';
import { rentalCurrencies } from '../domain/pricing/currencies';
import { loadSearchStores } from '../domain/search/stores';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/middleware';
import { json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';
import { ApiError } from '../domain/errors';

export const couponRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const checkCoupon = createRoute({
  method: 'get',
  path: '/check',
  tags: ['coupon'],
  summary: "A coupon's terms for a rental at a store, in the store's and the payment currency",
  description:
    'Answers code 1010 coupon_incorrect for a code that is unknown, switched off, out of its dates or not ' +
    "valid in the store's country. Whether it applies (the base package price above less_limit) is the bill's rule. " +
    'After 30 wrong codes in an hour from one client, 429 too_many_requests until the hour ends.',
  request: { query: withCommonParams(checkCouponQuerySchema.shape) },
  responses: {
    ...responses(couponTermsSchema, 'the terms'),
    422: json(errorEnvelopeSchema, 'code 1010 coupon_incorrect'),
    429: json(errorEnvelopeSchema, 'too_many_requests'),
  },
});

couponRoutes.openapi(checkCoupon, async (c) => {
  const { code, pickup_location } = c.req.valid('query');
  const now = new Date();
  const store = (await loadSearchStores(c.var.db, [pickup_location], now.getUTCFullYear())).get(
    pickup_location,
  );
  if (!store)
    throw new ApiError('params_error', { fields: [{ path: 'pickup_location', message: 'unknown store' }] });
  const currencies = await rentalCurrencies(c.var.db, store.info.currency, c.var.params.currency);
  const terms = await limitCouponGuesses(c.var.db, clientAddress(c), () =>
    couponTermsFor(c.var.db, code, { code: store.info.value, country: store.info.country.value }, currencies, now),
  );
  return c.json(ok(terms), 200);
});
