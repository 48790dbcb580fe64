import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { preAuthSignConfigListSchema } from '@/lib/api/contract/common';
import { loadPreAuthSignConfig } from '../domain/pre-auth';
import type { AppEnv } from '../http/context';
import { ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const paymentRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const getPreAuthSignConfigList = createRoute({
  method: 'get',
  path: '/get_pre_auth_sign_config_list',
  tags: ['payment'],
  summary: 'Stores where zhima credit pre-authorisation is allowed',
  request: { query: withCommonParams() },
  responses: responses(preAuthSignConfigListSchema, 'the per-store alipay flags and the admin config'),
});

paymentRoutes.openapi(getPreAuthSignConfigList, async (c) => {
  const who = c.var.identity;
  const data = await loadPreAuthSignConfig(c.var.db, who.kind === 'user' ? who.userId : undefined);
  return c.json(ok(data), 200);
});
