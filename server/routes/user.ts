import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  codeLoginBodySchema,
  passwordLoginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendAccountCodeBodySchema,
  sessionAnswerSchema,
  userSchema,
} from '@/lib/api/contract/account';
import { loggedOutSchema, passwordResetSchema } from '@/lib/api/contract/acks';
import { envelopeSchema, errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { sentCodeSchema, tooManyCodesDataSchema } from '@/lib/api/contract/verify';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { accountName, findUserById, presentUser } from '../domain/accounts/account-key';
import { sendAccountCode } from '../domain/accounts/account-codes';
import {
  logInWithCode,
  logInWithPassword,
  register,
  resetPassword,
  type Caller,
  type LoggedIn,
} from '../domain/accounts/accounts';
import { endSession } from '../domain/accounts/sessions';
import type { AppEnv } from '../http/context';
import { clearAuthCookie, clientAddress, requireUser, setAuthCookie } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';
import type { Context } from 'hono';

export const userRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const refusal = (description: string) => json(errorEnvelopeSchema, description);

const caller = (c: Context<AppEnv>, captcha?: string): Caller => ({
  client: clientAddress(c),
  sessionId: c.var.identity.kind === 'user' ? c.var.identity.sessionId : null,
  now: new Date(),
  captcha,
});

/** Answers a login: the Auth cookie (HttpOnly) and, for apps, the token in the body. */
function loggedIn(c: Context<AppEnv>, session: LoggedIn) {
  setAuthCookie(c, session.token, session.expiresAt);
  return ok({
    user: presentUser(session.user),
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
  });
}

const sendCode = createRoute({
  method: 'post',
  path: '/send_code',
  tags: ['user'],
  summary: 'Send a one-time code for login, sign-up or a password reset (e-mail or SMS)',
  description:
    'Answers the same whether the account exists or not. 10 minutes, 5 tries; one code a minute and five ' +
    'an hour per destination and per client (1015 too_many_codes). When the slide-captcha flag forces it, ' +
    'a solved captcha is required (1025 captcha_required).',
  request: { query: withCommonParams(), body: formBody(sendAccountCodeBodySchema) },
  responses: {
    ...responses(sentCodeSchema, 'the code was sent'),
    403: refusal('1025 captcha_required'),
    429: json(envelopeSchema(tooManyCodesDataSchema), '1015 too_many_codes'),
  },
});

userRoutes.openapi(sendCode, async (c) => {
  const body = c.req.valid('form');
  const sent = await sendAccountCode(
    c.var.db,
    c.var.messages,
    {
      name: accountName(body),
      purpose: body.purpose,
      lang: body.lang ?? LOCALE_TO_LANG[c.var.params.locale],
      client: clientAddress(c),
      captcha: body.captcha,
    },
    new Date(),
  );
  return c.json(ok(sent), 200);
});

const loginResponses = {
  ...responses(sessionAnswerSchema, 'logged in; the Auth cookie is set'),
  401: refusal('1021 wrong_password'),
  403: refusal('1025 captcha_required: the account has had 10 failed logins in 15 minutes; send `captcha`'),
  404: refusal('1019 user_not_registered'),
  422: refusal('1013 wrong_code, 1014 code_expired'),
  429: refusal('429 too_many_requests: too many failed logins from this client, data.retry_after_s'),
};

const loginLimits =
  'Failed logins: 20 an hour from one client answer 429 too_many_requests until the window ends, right ' +
  'ones included. 10 in 15 minutes on one account, from any clients, make each further login of it ' +
  'carry a solved captcha (`captcha`, each good once): without one it answers 1025 captcha_required ' +
  '(403) before the password or code is checked.';

const login = createRoute({
  method: 'post',
  path: '/login',
  tags: ['user'],
  summary: 'Log in with a password',
  description: loginLimits,
  request: { query: withCommonParams(), body: formBody(passwordLoginBodySchema) },
  responses: loginResponses,
});

userRoutes.openapi(login, async (c) => {
  const body = c.req.valid('form');
  const session = await logInWithPassword(
    c.var.db,
    accountName(body),
    body.password,
    caller(c, body.captcha),
  );
  return c.json(loggedIn(c, session), 200);
});

const loginByCode = createRoute({
  method: 'post',
  path: '/login_by_code',
  tags: ['user'],
  summary: "Log in with a code sent with purpose 'login'",
  description: loginLimits,
  request: { query: withCommonParams(), body: formBody(codeLoginBodySchema) },
  responses: loginResponses,
});

userRoutes.openapi(loginByCode, async (c) => {
  const body = c.req.valid('form');
  const session = await logInWithCode(c.var.db, accountName(body), body.code, caller(c, body.captcha));
  return c.json(loggedIn(c, session), 200);
});

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['user'],
  summary: "Sign up with a code sent with purpose 'register'; logs in",
  request: { query: withCommonParams(), body: formBody(registerBodySchema) },
  responses: {
    ...responses(sessionAnswerSchema, 'signed up and logged in'),
    409: refusal('1020 user_has_registered'),
    422: refusal('1013 wrong_code, 1014 code_expired; 1022 password_mismatch, 1023 password_too_short (400)'),
  },
});

userRoutes.openapi(registerRoute, async (c) => {
  const body = c.req.valid('form');
  const session = await register(c.var.db, accountName(body), body, caller(c));
  return c.json(loggedIn(c, session), 200);
});

const resetRoute = createRoute({
  method: 'post',
  path: '/reset_password',
  tags: ['user'],
  summary: "A new password with a code sent with purpose 'reset_password'",
  description: 'Every session of the account ends; log in again with the new password.',
  request: { query: withCommonParams(), body: formBody(resetPasswordBodySchema) },
  responses: {
    ...responses(passwordResetSchema, 'the password was changed'),
    404: refusal('1019 user_not_registered'),
    422: refusal('1013 wrong_code, 1014 code_expired'),
  },
});

userRoutes.openapi(resetRoute, async (c) => {
  const body = c.req.valid('form');
  await resetPassword(c.var.db, accountName(body), body, new Date());
  return c.json(ok({ reset: true as const }), 200);
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['user'],
  summary: 'End this session (the token stops working) and clear the Auth cookie',
  request: { query: withCommonParams(), body: { ...formBody(z.object({})), required: false } },
  responses: responses(loggedOutSchema, 'logged out (also when no one was)'),
});

userRoutes.openapi(logout, async (c) => {
  const who = c.var.identity;
  if (who.kind === 'user') await endSession(c.var.db, who.sessionId);
  clearAuthCookie(c);
  return c.json(ok({ logged_out: true as const }), 200);
});

const info = createRoute({
  method: 'get',
  path: '/info',
  tags: ['user'],
  summary: 'The logged-in user',
  request: { query: withCommonParams() },
  responses: { ...responses(userSchema, 'the user'), 401: refusal('401 unauthorized: not logged in') },
});

userRoutes.openapi(info, async (c) => {
  const { userId } = requireUser(c);
  const user = await findUserById(c.var.db, userId);
  return c.json(ok(presentUser(user)), 200);
});
