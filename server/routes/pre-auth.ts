import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  getPreAuthNoBodySchema,
  getPreAuthStatusBodySchema,
  notBindSignSchema,
  preAuthNoSchema,
  preAuthStatusSchema,
  sandboxDecisionSchema,
} from '@/lib/api/contract/pre-auth';
import {
  decideSandboxPreAuth,
  notBindSign,
  preAuthStatus,
  requestPreAuth,
} from '../domain/pre-auth/sandbox-flow';
import { ApiError } from '../domain/errors';
import type { AppEnv } from '../http/context';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';
import { SANDBOX_PAGE_CSP, sandboxPreAuthPage } from './pre-auth-sandbox-page';

/** Spec §7's pre-authorisation calls, and the sandbox provider's page (what Alipay would show). */
export const preAuthRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const needsUser = { 401: json(errorEnvelopeSchema, 'zhima credit needs a logged-in user') };

preAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/alipay/pre_auth/not_bind_sign',
    tags: ['payment'],
    summary: 'Zhima credit: a new unbound sign (payment_no)',
    // Spec §7 shows no payload; the call takes an empty form.
    request: { query: withCommonParams(), body: formBody(z.object({})) },
    responses: { ...responses(notBindSignSchema, 'the sign'), ...needsUser },
  }),
  async (c) => c.json(ok({ payment_no: await notBindSign(c.var.db, c.var.identity) }), 200),
);

preAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/get_pre_auth_no',
    tags: ['payment'],
    summary: 'Zhima credit: the pre-authorisation number for a car and package, and the provider page',
    request: { query: withCommonParams(), body: formBody(getPreAuthNoBodySchema) },
    responses: {
      ...responses(preAuthNoSchema, 'the pre-authorisation number'),
      ...needsUser,
      403: json(errorEnvelopeSchema, 'zhima credit is not allowed at the pick-up store'),
      404: json(errorEnvelopeSchema, 'no such sign of this user, or it was used'),
    },
  }),
  async (c) => {
    const number = await requestPreAuth(c.var.db, c.var.identity, c.req.valid('form'));
    const provider = `/api/v1_1/payment/alipay/sandbox/authorize?${new URLSearchParams({ pre_auth_payment_no: number })}`;
    return c.json(ok({ pre_auth_payment_no: number, provider_url: provider }), 200);
  },
);

preAuthRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/get_pre_auth_status',
    tags: ['payment'],
    summary: "Zhima credit: passes only when data is 'success'",
    request: { query: withCommonParams(), body: formBody(getPreAuthStatusBodySchema) },
    responses: { ...responses(preAuthStatusSchema, 'the status'), ...needsUser },
  }),
  async (c) => c.json(ok(await preAuthStatus(c.var.db, c.var.identity, c.req.valid('form').payment_no)), 200),
);

const pageQuery = z.object({ pre_auth_payment_no: z.string().min(1).max(64) });

// The sandbox provider's own page: not part of the API contract, so plain routes.
preAuthRoutes.get('/alipay/sandbox/authorize', (c) => {
  const query = pageQuery.safeParse({ pre_auth_payment_no: c.req.query('pre_auth_payment_no') });
  if (!query.success) throw new ApiError('params_error');
  return c.html(sandboxPreAuthPage(query.data.pre_auth_payment_no), 200, {
    'Content-Security-Policy': SANDBOX_PAGE_CSP,
  });
});

preAuthRoutes.post('/alipay/sandbox/decide', async (c) => {
  const form = sandboxDecisionSchema.safeParse(await c.req.parseBody());
  if (!form.success) throw new ApiError('params_error');
  const back = await decideSandboxPreAuth(c.var.db, form.data.pre_auth_payment_no, form.data.decision);
  return c.redirect(back, 303);
});
