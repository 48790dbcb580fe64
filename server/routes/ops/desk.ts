import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsDeskDayQuerySchema,
  opsDeskDaySchema,
  opsDeskMoveSchema,
  opsHandOverBodySchema,
  opsNoShowBodySchema,
  opsTakeBackBodySchema,
} from '@/lib/api/contract/ops-desk';
import { deskDay } from '../../domain/desk/day';
import { handOver, markNoShow, takeBack } from '../../domain/desk/moves';
import { staffContext } from '../../domain/operators/scope';
import type { OperatorContext } from '../../domain/operators/record';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * The store desk, mounted at /ops/desk (desk.act: a store role for its stores, customer service
 * and admins for every store): a store's day of pick-ups and returns on its own clock, and the
 * counter's moves: hand over, take back, no-show. Each move writes its operator_actions row in the
 * same transaction; another store's order answers 404 like an unknown one.
 */
export const deskRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: a role without desk.act, or a traveller or guest'),
  404: refusal("code 404: no such store or order, or one of a store the caller's role does not cover"),
};
const moveRefusals = {
  409: refusal(
    'code 1310 desk_order_not_active, 1311 desk_already_picked_up, 1312 desk_not_ready (a no-show), ' +
      '1313 desk_not_picked_up, 1314 desk_already_returned, 1315 desk_before_pickup_time, ' +
      '1318 desk_not_due (the pick-up is on a later day): nothing changed',
  ),
  422: refusal(
    'code 1316 desk_odometer_lower (below the hand-over reading), 1317 desk_wrong_unit (not the unit held): nothing changed',
  ),
};

/** The member of staff at the counter, with the stores they reach. */
function clerk(c: Context<OpsEnv>): OperatorContext {
  return staffContext(requireStaff(c, 'desk.act'), new Date());
}

const dayRoute = createRoute({
  method: 'get',
  path: '/day',
  tags: ['ops'],
  summary: "A store's pick-ups and returns of one day on the store's clock (today there by default)",
  request: { query: withCommonParams(opsDeskDayQuerySchema.shape) },
  responses: { ...responses(opsDeskDaySchema, 'the day'), ...gate },
});

deskRoutes.openapi(dayRoute, async (c) => {
  const { stores, now } = clerk(c);
  const query = c.req.valid('query');
  return c.json(ok(await deskDay(c.var.db, stores ?? null, query, now)), 200);
});

const moveResponses = (description: string) => ({
  ...responses(opsDeskMoveSchema, description),
  ...gate,
  ...moveRefusals,
});

const handOverRoute = createRoute({
  method: 'post',
  path: '/hand_over',
  tags: ['ops'],
  summary: 'Hand the car over: the plate of the unit the booking holds, the odometer, the fuel in eighths',
  request: { query: withCommonParams(), body: formBody(opsHandOverBodySchema) },
  responses: moveResponses('handed over; the rental as the desk now shows it'),
});

deskRoutes.openapi(handOverRoute, async (c) => {
  const context = clerk(c);
  const body = c.req.valid('form');
  const moved = await handOver(c.var.db, context, {
    tradeNo: body.trade_no,
    plate: body.plate,
    odometer: body.odometer,
    fuelEighths: body.fuel_eighths,
  });
  return c.json(ok(moved), 200);
});

const takeBackRoute = createRoute({
  method: 'post',
  path: '/take_back',
  tags: ['ops'],
  summary: 'Take the car back: the odometer, the fuel in eighths, a damage note and the hours late',
  request: { query: withCommonParams(), body: formBody(opsTakeBackBodySchema) },
  responses: moveResponses('taken back; the rental as the desk now shows it'),
});

deskRoutes.openapi(takeBackRoute, async (c) => {
  const context = clerk(c);
  const body = c.req.valid('form');
  const moved = await takeBack(c.var.db, context, {
    tradeNo: body.trade_no,
    odometer: body.odometer,
    fuelEighths: body.fuel_eighths,
    damageNote: body.damage_note ? body.damage_note : null,
    hoursLate: body.hours_late,
  });
  return c.json(ok(moved), 200);
});

const noShowRoute = createRoute({
  method: 'post',
  path: '/no_show',
  tags: ['ops'],
  summary: "Mark a no-show: a ready booking whose pick-up time has passed on the store's clock",
  request: { query: withCommonParams(), body: formBody(opsNoShowBodySchema) },
  responses: moveResponses('marked; the rental as the desk now shows it'),
});

deskRoutes.openapi(noShowRoute, async (c) => {
  const context = clerk(c);
  const moved = await markNoShow(c.var.db, context, { tradeNo: c.req.valid('form').trade_no });
  return c.json(ok(moved), 200);
});
