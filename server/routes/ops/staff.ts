import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  staffAddBodySchema,
  staffIdBodySchema,
  staffListSchema,
  staffMemberSchema,
  staffSetupLinkSchema,
  staffUpdateBodySchema,
} from '@/lib/api/contract/ops-staff';
import type { OperatorContext } from '../../domain/operators/record';
import { listStaff, presentStaff } from '../../domain/staff/accounts';
import { addStaff, disableStaff, enableStaff, reissueSetup, updateStaff } from '../../domain/staff/manage';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Staff management, mounted at /ops/staff: admins only (staff.manage). Every change is written to
 * operator_actions with the admin who made it, in the change's own transaction.
 */
export const staffRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: not an admin, or a traveller or guest'),
};
const notFound = { 404: refusal('code 404: no such member of staff') };
const lastAdmin = { 409: refusal('code 1303 staff_last_admin: the last enabled admin stays one') };

/** The admin acting, as the operator log names them. */
function admin(c: Context<OpsEnv>): OperatorContext {
  const caller = requireStaff(c, 'staff.manage');
  return { operator: caller.name, staffId: caller.staffId, now: new Date() };
}

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['ops'],
  summary: 'Every member of staff, oldest first, with their roles, stores and whether enrolled or disabled',
  request: { query: withCommonParams() },
  responses: { ...responses(staffListSchema, 'the staff'), ...gate },
});

staffRoutes.openapi(listRoute, async (c) => {
  requireStaff(c, 'staff.manage');
  const rows = await listStaff(c.var.db);
  return c.json(ok({ list: rows.map(presentStaff) }), 200);
});

const addRoute = createRoute({
  method: 'post',
  path: '/add',
  tags: ['ops'],
  summary: 'Add a member of staff; answers their one-time set-up link (72 hours)',
  description:
    'roles and store_codes are comma-separated; a store role needs at least one existing store. ' +
    'Show the link once and send it privately: it sets the password.',
  request: { query: withCommonParams(), body: formBody(staffAddBodySchema) },
  responses: {
    ...responses(staffSetupLinkSchema, 'added; the set-up link'),
    ...gate,
    409: refusal('code 1302 staff_email_taken'),
  },
});

staffRoutes.openapi(addRoute, async (c) => {
  const context = admin(c);
  const body = c.req.valid('form');
  const link = await addStaff(c.var.db, context, {
    email: body.email,
    name: body.name,
    roles: body.roles,
    storeCodes: body.store_codes,
  });
  return c.json(ok(link), 200);
});

const updateRoute = createRoute({
  method: 'post',
  path: '/update',
  tags: ['ops'],
  summary: "Change a member's name, roles and stores (the new roles apply to their next call)",
  request: { query: withCommonParams(), body: formBody(staffUpdateBodySchema) },
  responses: { ...responses(staffMemberSchema, 'the member as changed'), ...gate, ...notFound, ...lastAdmin },
});

staffRoutes.openapi(updateRoute, async (c) => {
  const context = admin(c);
  const body = c.req.valid('form');
  const member = await updateStaff(c.var.db, context, {
    id: body.id,
    name: body.name,
    roles: body.roles,
    storeCodes: body.store_codes,
  });
  return c.json(ok(member), 200);
});

const disableRoute = createRoute({
  method: 'post',
  path: '/disable',
  tags: ['ops'],
  summary: 'Disable a member of staff: every session of theirs ends at once',
  request: { query: withCommonParams(), body: formBody(staffIdBodySchema) },
  responses: { ...responses(staffMemberSchema, 'the member, disabled'), ...gate, ...notFound, ...lastAdmin },
});

staffRoutes.openapi(disableRoute, async (c) => {
  const context = admin(c);
  return c.json(ok(await disableStaff(c.var.db, context, c.req.valid('form'))), 200);
});

const enableRoute = createRoute({
  method: 'post',
  path: '/enable',
  tags: ['ops'],
  summary: 'Enable a disabled member of staff again (they log in as before)',
  request: { query: withCommonParams(), body: formBody(staffIdBodySchema) },
  responses: { ...responses(staffMemberSchema, 'the member, enabled'), ...gate, ...notFound },
});

staffRoutes.openapi(enableRoute, async (c) => {
  const context = admin(c);
  return c.json(ok(await enableStaff(c.var.db, context, c.req.valid('form'))), 200);
});

const reissueRoute = createRoute({
  method: 'post',
  path: '/reissue_setup',
  tags: ['ops'],
  summary:
    'A lost phone or password: clear the password, second factor and recovery codes; a new set-up link',
  description: 'Every session of the member ends; they set up again from the new link.',
  request: { query: withCommonParams(), body: formBody(staffIdBodySchema) },
  responses: { ...responses(staffSetupLinkSchema, 'the new set-up link'), ...gate, ...notFound },
});

staffRoutes.openapi(reissueRoute, async (c) => {
  const context = admin(c);
  return c.json(ok(await reissueSetup(c.var.db, context, c.req.valid('form'))), 200);
});
