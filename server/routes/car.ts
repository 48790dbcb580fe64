import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  carDetailSchema,
  carListSchema,
  getCarDetailQuerySchema,
  type CarList,
  getCarListQuerySchema,
} from '@/lib/api/contract/car';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { searchCarDetail } from '../domain/search/detail';
import { carListAnswer } from '../http/car-list-answers';
import type { AppEnv } from '../http/context';
import { countRefusal, searches } from '../observability/metrics';
import { json, ok, okJson, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const carRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const searchRefusals = {
  422: json(
    errorEnvelopeSchema,
    'code 1009 drop_store_not_allowed (data: drop_store_allow) or 1008 age_not_allowed (data: min, max)',
  ),
};

const getCarList = createRoute({
  method: 'get',
  path: '/get_car_list',
  tags: ['car'],
  summary: 'Cars of the pick-up store free for the whole rental, with every package priced',
  description:
    "Times are on each store's clock. The currency common param is the payment currency. " +
    "A -1 'params error' answers an unknown store, a drop-off not after the pick-up, a pick-up more " +
    'than a day in the past, a drop-off over 370 days ahead or a rental over a year. ' +
    'An empty list means nothing is free: change time or branch.',
  request: { query: withCommonParams(getCarListQuerySchema.shape) },
  responses: { ...responses(carListSchema, 'the cars, cheapest first'), ...searchRefusals },
});

carRoutes.openapi(getCarList, async (c) => {
  // The answer comes as JSON already (searches reuse it, see carListAnswer); its shape is the one
  // documented above, carListSchema.
  const data = await carListAnswer(c.var.db, c.req.valid('query'), {
    currency: c.var.params.currency,
  }).catch(countRefusal(searches, { kind: 'list' }));
  searches.inc({ kind: 'list', code: '200' });
  const answer = c.body(okJson(data), 200, { 'Content-Type': 'application/json' });
  return answer as unknown as ReturnType<typeof c.json<ReturnType<typeof ok<CarList>>, 200>>;
});

const getCarDetail = createRoute({
  method: 'get',
  path: '/get_car_detail',
  tags: ['car'],
  summary: 'One car of the search with all its packages and the store extras',
  request: { query: withCommonParams(getCarDetailQuerySchema.shape) },
  responses: {
    ...responses(carDetailSchema, 'the car'),
    ...searchRefusals,
    404: json(errorEnvelopeSchema, 'code 1002 invalid_sku: not a car of the pick-up store'),
    409: json(errorEnvelopeSchema, 'code 1001 out_of_stock: sold out for these dates'),
  },
});

carRoutes.openapi(getCarDetail, async (c) => {
  const data = await searchCarDetail(c.var.db, c.req.valid('query'), {
    currency: c.var.params.currency,
  }).catch(countRefusal(searches, { kind: 'detail' }));
  searches.inc({ kind: 'detail', code: '200' });
  return c.json(ok(data), 200);
});
