import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bannerListSchema, getBannersQuerySchema } from '@/lib/api/contract/banner';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { loadBanners } from '../domain/banners';
import { resolveStoreCode } from '../domain/stores';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** Mounted under /common beside commonRoutes: GET /common/banners. */
export const bannerRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getBanners = createRoute({
  method: 'get',
  path: '/banners',
  tags: ['common'],
  summary: 'The banners running now for a pick-up and drop-off store, in the locale',
  description:
    "Active banners inside their time window whose store lists include the stores (an empty list is every store). A -1 'params error' answers an unknown store or a drop_store without a store.",
  request: { query: withCommonParams(getBannersQuerySchema.shape) },
  responses: responses(bannerListSchema, 'the banners'),
});

const unknownStore = (path: string, message = 'unknown store') =>
  new ApiError('params_error', { fields: [{ path, message }] });

bannerRoutes.openapi(getBanners, async (c) => {
  const query = c.req.valid('query');
  if (query.drop_store && !query.store) throw unknownStore('store', 'drop_store needs store');
  const store = query.store && (await resolveStoreCode(c.var.db, query.store));
  if (query.store && !store) throw unknownStore('store');
  const dropStore = query.drop_store && (await resolveStoreCode(c.var.db, query.drop_store));
  if (query.drop_store && !dropStore) throw unknownStore('drop_store');
  const data = await loadBanners(
    c.var.db,
    { store: store || undefined, dropStore: dropStore || undefined },
    LOCALE_TO_LANG[c.var.params.locale],
  );
  return c.json(ok(data), 200);
});
