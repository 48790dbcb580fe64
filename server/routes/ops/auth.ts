import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { loggedOutSchema } from '@/lib/api/contract/acks';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  staffCodeBodySchema,
  staffEnrolledSchema,
  staffLoginBodySchema,
  staffLoginStepSchema,
  staffSessionSchema,
  staffSetupBodySchema,
  staffSetupInfoSchema,
  staffSetupQuerySchema,
} from '@/lib/api/contract/ops-staff';
import { ApiError } from '../../domain/errors';
import { presentStaffSession } from '../../domain/staff/accounts';
import { enrolStaff, logInStaff, verifyStaffCode, type CodeStep } from '../../domain/staff/login';
import { revokeStaffSession } from '../../domain/staff/sessions';
import { completeSetup, setupInfo } from '../../domain/staff/setup-link';
import { clientAddress } from '../../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../../http/openapi';
import { clearStaffCookie, requireStaff, setStaffCookie, type OpsEnv } from '../../http/staff-session';

/**
 * Staff sign-in, mounted at /ops/auth: the set-up link sets the password; the password opens a
 * 'password'-stage session (the staff cookie) whose one use is the second factor (enrol at the
 * first login, a code after); the second factor answers the full session under a new token.
 */
export const authRoutes = new OpenAPIHono<OpsEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);
const setupInvalid = refusal('code 1301 staff_setup_invalid: the link was used, has expired or never was');
const noSession = {
  401: refusal('code 401: no staff session (or not at this step)'),
  403: refusal("code 403: a traveller's or guest's session never opens the back office"),
};
const codeRefusals = {
  ...noSession,
  422: refusal('code 1013 wrong_code: not the code of now, already used, or older than the last one'),
  429: refusal('code 429 too_many_requests: too many wrong codes, data.retry_after_s'),
};

/** The password-stage session the second factor runs in. */
function passwordStage(c: Context<OpsEnv>): CodeStep {
  const read = c.var.staffSession;
  if (!read || read.session.stage !== 'password') {
    throw new ApiError(c.var.identity.kind === 'anonymous' ? 'unauthorized' : 'forbidden');
  }
  return { staffId: read.member.id, sessionId: read.session.id, client: clientAddress(c) };
}

const setupInfoRoute = createRoute({
  method: 'get',
  path: '/setup_info',
  tags: ['ops'],
  summary: 'Whom a set-up link is for (e-mail and name), before the password is chosen',
  request: { query: withCommonParams(staffSetupQuerySchema.shape) },
  responses: { ...responses(staffSetupInfoSchema, 'the member the link sets up'), 410: setupInvalid },
});

authRoutes.openapi(setupInfoRoute, async (c) => {
  return c.json(ok(await setupInfo(c.var.db, c.req.valid('query').token, new Date())), 200);
});

const setupRoute = createRoute({
  method: 'post',
  path: '/setup',
  tags: ['ops'],
  summary: 'Choose the password with a set-up link (once); then log in to enrol the second factor',
  description: `The password is ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters (argon2id). The link stops working once used.`,
  request: { query: withCommonParams(), body: formBody(staffSetupBodySchema) },
  responses: { ...responses(staffSetupInfoSchema, 'the password is set'), 410: setupInvalid },
});

authRoutes.openapi(setupRoute, async (c) => {
  const body = c.req.valid('form');
  return c.json(ok(await completeSetup(c.var.db, body.token, body.password, new Date())), 200);
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['ops'],
  summary: "A member of staff's password: answers the second-factor step (enrol, or give a code)",
  description:
    'Sets the staff cookie (rc_staff, HttpOnly, SameSite=Strict) of a session that only opens the ' +
    'second-factor step, for 10 minutes. A wrong password, an unknown e-mail and a disabled account ' +
    'answer alike. Wrong passwords are limited per account and client, and per client.',
  request: { query: withCommonParams(), body: formBody(staffLoginBodySchema) },
  responses: {
    ...responses(staffLoginStepSchema, 'the password was right: the next step'),
    401: refusal('code 1021 wrong_password'),
    429: refusal('code 429 too_many_requests: too many failed logins, data.retry_after_s'),
  },
});

authRoutes.openapi(loginRoute, async (c) => {
  const body = c.req.valid('form');
  const signedIn = await logInStaff(
    c.var.db,
    body,
    { client: clientAddress(c), sessionId: c.var.staffSession?.session.id ?? null },
    new Date(),
  );
  setStaffCookie(c, signedIn.token, signedIn.endsAt);
  return c.json(ok(signedIn.step), 200);
});

const enrolRoute = createRoute({
  method: 'post',
  path: '/enrol',
  tags: ['ops'],
  summary:
    'First login: the code of the new secret enrols the second factor; answers the recovery codes once',
  description: 'Starts the full session under a new token (the staff cookie is set again).',
  request: { query: withCommonParams(), body: formBody(staffCodeBodySchema) },
  responses: { ...responses(staffEnrolledSchema, 'enrolled and signed in'), ...codeRefusals },
});

authRoutes.openapi(enrolRoute, async (c) => {
  const signedIn = await enrolStaff(c.var.db, passwordStage(c), c.req.valid('form').code, new Date());
  setStaffCookie(c, signedIn.token, signedIn.endsAt);
  return c.json(
    ok({ session: presentStaffSession(signedIn.member, signedIn), recovery_codes: signedIn.recoveryCodes }),
    200,
  );
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/verify',
  tags: ['ops'],
  summary: "The second factor at login: the authenticator app's code, or a recovery code (each once)",
  description: 'Starts the full session under a new token (the staff cookie is set again).',
  request: { query: withCommonParams(), body: formBody(staffCodeBodySchema) },
  responses: { ...responses(staffSessionSchema, 'signed in'), ...codeRefusals },
});

authRoutes.openapi(verifyRoute, async (c) => {
  const signedIn = await verifyStaffCode(c.var.db, passwordStage(c), c.req.valid('form').code, new Date());
  setStaffCookie(c, signedIn.token, signedIn.endsAt);
  return c.json(ok(presentStaffSession(signedIn.member, signedIn)), 200);
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['ops'],
  summary: 'The signed-in member of staff and when the session ends',
  request: { query: withCommonParams() },
  responses: { ...responses(staffSessionSchema, 'the session'), ...noSession },
});

authRoutes.openapi(meRoute, async (c) => {
  requireStaff(c);
  const read = c.var.staffSession!;
  return c.json(ok(presentStaffSession(read.member, read.session)), 200);
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['ops'],
  summary: 'End the staff session (at any step) and clear the staff cookie',
  request: { query: withCommonParams(), body: { ...formBody(z.object({})), required: false } },
  responses: responses(loggedOutSchema, 'logged out (also when no one was)'),
});

authRoutes.openapi(logoutRoute, async (c) => {
  const read = c.var.staffSession;
  if (read) await revokeStaffSession(c.var.db, read.session.id, new Date());
  clearStaffCookie(c);
  return c.json(ok({ logged_out: true as const }), 200);
});
