import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  opsAddPricePeriodBodySchema,
  opsPriceEditSchema,
  opsPriceHistorySchema,
  opsPriceListQuerySchema,
  opsPriceListSchema,
  opsSetBasePriceBodySchema,
  opsWithdrawPricePeriodBodySchema,
} from '@/lib/api/contract/ops-prices';
import type { OperatorContext } from '../../domain/operators/record';
import { addPricePeriod, setBasePrice, withdrawPricePeriod } from '../../domain/prices-admin/edits';
import { priceHistory } from '../../domain/prices-admin/history';
import { priceList } from '../../domain/prices-admin/price-list';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { requireStaff, type OpsEnv } from '../../http/staff-session';

/**
 * Prices, mounted at /ops/prices (prices.manage: admins): a store's price list, a base price
 * changed, a price period added or withdrawn (date-based rates), and the history of edits. Every
 * edit is written to operator_actions in its own transaction and moves the store's catalogue
 * version, so the next search and booking price with it.
 */
export const pricesRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const gate = {
  401: refusal('code 401: no staff session'),
  403: refusal('code 403: a role without prices.manage, or a traveller or guest'),
  404: refusal('code 404: no such store, or no such price or period at the store'),
};

/** The admin acting, as the operator log names them. */
function pricer(c: Context<OpsEnv>): OperatorContext {
  const caller = requireStaff(c, 'prices.manage');
  return { operator: caller.name, staffId: caller.staffId, now: new Date() };
}

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags: ['ops'],
  summary: "A store's price list: cars' daily rates, packages' charge items, extras, with their periods",
  request: { query: withCommonParams(opsPriceListQuerySchema.shape) },
  responses: { ...responses(opsPriceListSchema, 'the price list'), ...gate },
});

pricesRoutes.openapi(listRoute, async (c) => {
  const { now } = pricer(c);
  return c.json(ok(await priceList(c.var.db, c.req.valid('query').store, now)), 200);
});

const historyRoute = createRoute({
  method: 'get',
  path: '/history',
  tags: ['ops'],
  summary: "The store's price edits, newest first: who, when, before, after and the reason",
  request: { query: withCommonParams(opsPriceListQuerySchema.shape) },
  responses: { ...responses(opsPriceHistorySchema, 'the edits'), ...gate },
});

pricesRoutes.openapi(historyRoute, async (c) => {
  const { now } = pricer(c);
  return c.json(ok(await priceHistory(c.var.db, c.req.valid('query').store, now)), 200);
});

const editResponses = (description: string) => ({
  ...responses(opsPriceEditSchema, description),
  ...gate,
});

const setBaseRoute = createRoute({
  method: 'post',
  path: '/set_base',
  tags: ['ops'],
  summary: "Change a base price: a car's daily rate, a charge item's amount or an extra's unit price",
  description: "amount ≥ 0 in the store's currency with at most its decimals; a reason is required.",
  request: { query: withCommonParams(), body: formBody(opsSetBasePriceBodySchema) },
  responses: editResponses('changed; the price list as it now stands'),
});

pricesRoutes.openapi(setBaseRoute, async (c) => {
  const context = pricer(c);
  const body = c.req.valid('form');
  const action = await setBasePrice(c.var.db, context, {
    store: body.store,
    target: body.target,
    targetId: body.target_id,
    amount: body.amount,
    reason: body.reason,
  });
  return c.json(ok({ action, list: await priceList(c.var.db, body.store, context.now) }), 200);
});

const addPeriodRoute = createRoute({
  method: 'post',
  path: '/add_period',
  tags: ['ops'],
  summary: 'Add a price period: the amount replaces the base price on each rental day within its dates',
  description:
    "starts_on..ends_on are store-local dates, both included; starts_on is today on the store's clock or later. " +
    'Where periods overlap the newest wins.',
  request: { query: withCommonParams(), body: formBody(opsAddPricePeriodBodySchema) },
  responses: editResponses('added; the price list as it now stands'),
});

pricesRoutes.openapi(addPeriodRoute, async (c) => {
  const context = pricer(c);
  const body = c.req.valid('form');
  const action = await addPricePeriod(c.var.db, context, {
    store: body.store,
    target: body.target,
    targetId: body.target_id,
    amount: body.amount,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    reason: body.reason,
  });
  return c.json(ok({ action, list: await priceList(c.var.db, body.store, context.now) }), 200);
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/withdraw_period',
  tags: ['ops'],
  summary: 'Withdraw a price period: the base price (or an older period) applies again; the period is kept',
  request: { query: withCommonParams(), body: formBody(opsWithdrawPricePeriodBodySchema) },
  responses: editResponses('withdrawn; the price list as it now stands'),
});

pricesRoutes.openapi(withdrawRoute, async (c) => {
  const context = pricer(c);
  const body = c.req.valid('form');
  const action = await withdrawPricePeriod(c.var.db, context, {
    store: body.store,
    periodId: body.period_id,
    reason: body.reason,
  });
  return c.json(ok({ action, list: await priceList(c.var.db, body.store, context.now) }), 200);
});
