import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsBannerListSchema,
  opsBannerSchema,
  opsSaveBannerBodySchema,
} from '@/lib/api/contract/ops-banners';
import { listBanners, saveBanner } from '../../domain/marketing-coupons/banners-admin';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Banners, mounted at /ops/banners (marketing.manage): the list and save (create without an id,
 * edit with one; the schedule is its dates and its on/off). Every save is in operator_actions.
 */
export const bannersRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: a role without marketing.manage, or a traveller or guest'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['ops'],
  summary: 'Every banner, on or off, with its schedule',
  request: { query: withCommonParams() },
  responses: { ...responses(opsBannerListSchema, 'the banners'), ...gate },
});

bannersRoutes.openapi(listRoute, async (c) => {
  requireStaff(c, 'marketing.manage');
  return c.json(ok({ list: await listBanners(c.var.db) }), 200);
});

const saveRoute = createRoute({
  method: 'post',
  path: '/save',
  tags: ['ops'],
  summary: 'Create (no id) or edit a banner',
  description:
    "link: a same-site path or an https URL; images: same-site paths (the site's /banners/*.svg). A taken code answers -1 on 'code' ('taken').",
  request: { query: withCommonParams(), body: formBody(opsSaveBannerBodySchema) },
  responses: { ...responses(opsBannerSchema, 'saved'), ...gate, 404: refusal('code 404: no such banner') },
});

bannersRoutes.openapi(saveRoute, async (c) => {
  const caller = requireStaff(c, 'marketing.manage');
  const context = { operator: caller.name, staffId: caller.staffId, now: new Date() };
  return c.json(ok(await saveBanner(c.var.db, context, c.req.valid('form'))), 200);
});
