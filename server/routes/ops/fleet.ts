import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsAddUnitBodySchema,
  opsBlockUnitBodySchema,
  opsFleetChangeSchema,
  opsFleetQuerySchema,
  opsFleetSchema,
  opsRetireUnitBodySchema,
  opsUnblockBodySchema,
} from '@/lib/api/contract/ops-fleet';
import { addUnit, blockUnit, retireUnit, unblock } from '../../domain/fleet/changes';
import { fleetList } from '../../domain/fleet/fleet-list';
import type { OperatorContext } from '../../domain/operators/record';
import { staffContext } from '../../domain/operators/scope';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * The fleet, mounted at /ops/fleet (fleet.manage: a store role for its own stores, admins for
 * all): a store's cars with their units and holds, a unit added or retired, a maintenance block
 * made or lifted. Every change is written to operator_actions in its own transaction and moves the
 * store's inventory version, so the next search sees one unit fewer or more.
 */
export const fleetRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal(
    "code 403: a role without fleet.manage, a store role asking for another store's fleet, or a traveller or guest",
  ),
  404: refusal('code 404: no such store, or no such car, unit or block at the store'),
};

/** The member of staff acting, with the stores they reach. */
function fleetManager(c: Context<OpsEnv>): OperatorContext {
  return staffContext(requireStaff(c, 'fleet.manage'), new Date());
}

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['ops'],
  summary: "A store's cars with their units (in service or retired) and each unit's current and coming holds",
  request: { query: withCommonParams(opsFleetQuerySchema.shape) },
  responses: { ...responses(opsFleetSchema, 'the fleet'), ...gate },
});

fleetRoutes.openapi(listRoute, async (c) => {
  const context = fleetManager(c);
  return c.json(ok(await fleetList(c.var.db, c.req.valid('query').store, context)), 200);
});

const changeResponses = (description: string, conflicts: string) => ({
  ...responses(opsFleetChangeSchema, description),
  ...gate,
  409: refusal(conflicts),
});

const addRoute = createRoute({
  method: 'post',
  path: '/add_unit',
  tags: ['ops'],
  summary: 'Add a unit of one of the store’s cars: the next search offers one unit more',
  description: 'The plate is kept in upper case with single spaces; no two units share one.',
  request: { query: withCommonParams(), body: formBody(opsAddUnitBodySchema) },
  responses: changeResponses('added; the fleet as it now stands', 'code 1320 fleet_plate_taken'),
});

fleetRoutes.openapi(addRoute, async (c) => {
  const context = fleetManager(c);
  const body = c.req.valid('form');
  await addUnit(c.var.db, context, {
    store: body.store,
    skuId: body.sku_id,
    plate: body.plate,
    reason: body.reason,
  });
  return c.json(ok({ action: 'add_unit', fleet: await fleetList(c.var.db, body.store, context) }), 200);
});

const retireRoute = createRoute({
  method: 'post',
  path: '/retire_unit',
  tags: ['ops'],
  summary: 'Retire a unit: never offered again; its coming maintenance blocks are lifted with it',
  description: 'Refused while a booking that has not ended holds the unit; the answer names the orders.',
  request: { query: withCommonParams(), body: formBody(opsRetireUnitBodySchema) },
  responses: changeResponses(
    'retired; the fleet as it now stands',
    'code 1321 fleet_unit_held (data.clashes: the bookings), 1322 fleet_unit_retired',
  ),
});

fleetRoutes.openapi(retireRoute, async (c) => {
  const context = fleetManager(c);
  const body = c.req.valid('form');
  await retireUnit(c.var.db, context, { store: body.store, unitId: body.unit_id, reason: body.reason });
  return c.json(ok({ action: 'retire_unit', fleet: await fleetList(c.var.db, body.store, context) }), 200);
});

const blockRoute = createRoute({
  method: 'post',
  path: '/block',
  tags: ['ops'],
  summary: 'Block a unit for maintenance over a period: a hold without an order',
  description:
    "from..to are wall times on the store's clock ('YYYY-MM-DD HH:mm'), the unit free again at `to`; " +
    'from is now or later. Refused where a booking or another block holds the unit then: nothing is written.',
  request: { query: withCommonParams(), body: formBody(opsBlockUnitBodySchema) },
  responses: changeResponses(
    'blocked; the fleet as it now stands',
    'code 1321 fleet_unit_held (data.clashes: the orders and blocks), 1322 fleet_unit_retired',
  ),
});

fleetRoutes.openapi(blockRoute, async (c) => {
  const context = fleetManager(c);
  const body = c.req.valid('form');
  await blockUnit(c.var.db, context, {
    store: body.store,
    unitId: body.unit_id,
    from: body.from,
    to: body.to,
    reason: body.reason,
  });
  return c.json(ok({ action: 'block', fleet: await fleetList(c.var.db, body.store, context) }), 200);
});

const unblockRoute = createRoute({
  method: 'post',
  path: '/unblock',
  tags: ['ops'],
  summary: 'Lift a maintenance block: the unit is free again from now',
  request: { query: withCommonParams(), body: formBody(opsUnblockBodySchema) },
  responses: { ...responses(opsFleetChangeSchema, 'lifted; the fleet as it now stands'), ...gate },
});

fleetRoutes.openapi(unblockRoute, async (c) => {
  const context = fleetManager(c);
  const body = c.req.valid('form');
  await unblock(c.var.db, context, { store: body.store, holdId: body.hold_id, reason: body.reason });
  return c.json(ok({ action: 'unblock', fleet: await fleetList(c.var.db, body.store, context) }), 200);
});
