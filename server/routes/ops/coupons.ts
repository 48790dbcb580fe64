import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsCouponCampaignSchema,
  opsCouponCodeBodySchema,
  opsCouponListSchema,
  opsCreateCouponBodySchema,
} from '@/lib/api/contract/ops-coupons';
import { createCampaign, listCampaigns, setCampaignActive } from '../../domain/marketing-coupons/campaigns';
import type { OperatorContext } from '../../domain/operators/record';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Coupon campaigns, mounted at /ops/coupons (marketing.manage: marketing and admins): the list
 * with uses, create, pause and resume. Every change is written to operator_actions in its own
 * transaction; the coupon's rules hold at the check and at booking (server/domain/coupons/campaign-rules.ts).
 */
export const couponsRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: a role without marketing.manage, or a traveller or guest'),
};

function marketer(c: Context<OpsEnv>): OperatorContext {
  const caller = requireStaff(c, 'marketing.manage');
  return { operator: caller.name, staffId: caller.staffId, now: new Date() };
}

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['ops'],
  summary: 'Coupon campaigns, newest first, with their uses (aggregates only)',
  request: { query: withCommonParams() },
  responses: { ...responses(opsCouponListSchema, 'the campaigns'), ...gate },
});

couponsRoutes.openapi(listRoute, async (c) => {
  marketer(c);
  return c.json(ok({ list: await listCampaigns(c.var.db) }), 200);
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/create',
  tags: ['ops'],
  summary: 'Create a coupon campaign',
  description:
    "A code already used by a campaign answers -1 with fields [{ path: 'code', message: 'taken' }].",
  request: { query: withCommonParams(), body: formBody(opsCreateCouponBodySchema) },
  responses: {
    ...responses(opsCouponCampaignSchema, 'created'),
    ...gate,
  },
});

couponsRoutes.openapi(createRouteDef, async (c) => {
  const context = marketer(c);
  return c.json(ok(await createCampaign(c.var.db, context, c.req.valid('form'))), 200);
});

for (const [path, active] of [
  ['/pause', false],
  ['/resume', true],
] as const) {
  const route = createRoute({
    method: 'post',
    path,
    tags: ['ops'],
    summary: active ? 'Resume a paused campaign' : 'Pause a campaign: its code is refused until resumed',
    request: { query: withCommonParams(), body: formBody(opsCouponCodeBodySchema) },
    responses: {
      ...responses(opsCouponCampaignSchema, 'the campaign as it now stands'),
      ...gate,
      404: refusal('code 404: no such campaign'),
    },
  });
  couponsRoutes.openapi(route, async (c) => {
    const context = marketer(c);
    return c.json(ok(await setCampaignActive(c.var.db, context, c.req.valid('form').code, active)), 200);
  });
}
