import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { envelopeSchema } from '@/lib/api/contract/envelope';
import { readiness, readinessSchema } from '../domain/health';
import type { AppEnv } from '../http/context';
import { json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

/** For load balancers and orchestrators: is the process alive, and should it get traffic. */
export const healthRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const liveness = createRoute({
  method: 'get',
  path: '/',
  tags: ['health'],
  summary: 'Liveness: the process answers (restart it when this fails); reads nothing',
  request: { query: withCommonParams() },
  responses: responses(z.object({ status: z.literal('ok') }), 'alive'),
});

healthRoutes.openapi(liveness, (c) => c.json(ok({ status: 'ok' as const }), 200));

const ready = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['health'],
  summary: 'Readiness: the database answers, its migrations are applied, the instance is not stopping',
  request: { query: withCommonParams() },
  responses: {
    ...responses(readinessSchema, 'ready for traffic'),
    503: json(envelopeSchema(readinessSchema), "code 503 'not ready': send traffic elsewhere"),
  },
});

healthRoutes.openapi(ready, async (c) => {
  const state = await readiness(c.var.db);
  return state.ready ? c.json(ok(state), 200) : c.json({ code: 503, msg: 'not ready', data: state }, 503);
});
