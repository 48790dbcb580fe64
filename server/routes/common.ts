import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adDataQuerySchema,
  adDataSchema,
  analyticsCollectBodySchema,
  globalConfigSchema,
  vcSchema,
} from '@/lib/api/contract/common';
import { loadAdData, loadVcConfig, recordAnalyticsEvent } from '../domain/common-content';
import { loadGlobalConfig } from '../domain/global-config';
import { resolveStoreCode } from '../domain/stores';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { clientIdHeader, formBody, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const commonRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getGlobalConfig = createRoute({
  method: 'get',
  path: '/get_global_config',
  tags: ['common'],
  summary: 'Stores, currencies, events and feature flags the site needs on every page',
  request: { query: withCommonParams() },
  responses: responses(globalConfigSchema, 'the global config'),
});

commonRoutes.openapi(getGlobalConfig, async (c) => c.json(ok(await loadGlobalConfig(c.var.db)), 200));

const getVc = createRoute({
  method: 'get',
  path: '/vc',
  tags: ['common'],
  summary: 'Per-platform content and the zhima auth h5 config',
  request: { headers: clientIdHeader, query: withCommonParams() },
  responses: responses(vcSchema, 'the versioned content'),
});

commonRoutes.openapi(getVc, async (c) => c.json(ok(await loadVcConfig(c.var.db)), 200));

const getAdData = createRoute({
  method: 'get',
  path: '/addata',
  tags: ['common'],
  summary: "A store's promotional content for the car list",
  request: { query: withCommonParams(adDataQuerySchema.shape) },
  responses: responses(adDataSchema, 'the ad data running now'),
});

commonRoutes.openapi(getAdData, async (c) => {
  const storeCode = await resolveStoreCode(c.var.db, c.req.valid('query').id);
  if (!storeCode) throw new ApiError('params_error', { fields: [{ path: 'id', message: 'unknown store' }] });
  return c.json(ok(await loadAdData(c.var.db, storeCode)), 200);
});

const collectAnalytics = createRoute({
  method: 'post',
  path: '/google/analytics/collect',
  tags: ['common'],
  summary: 'Record an analytics event (the site only logs failures)',
  request: { query: withCommonParams(), body: formBody(analyticsCollectBodySchema) },
  responses: responses(z.null(), 'recorded'),
});

commonRoutes.openapi(collectAnalytics, async (c) => {
  await recordAnalyticsEvent(c.var.db, c.req.valid('form'), c.var.clientId);
  return c.json(ok(null), 200);
});
