import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIES } from '@/lib/cookies';
import { createMiddleware } from 'hono/factory';
import { commonParamsSchema } from '@/lib/api/contract/common-params';
import { serverEnv } from '@/lib/env';
import { logger } from '@/lib/logger';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { slideSession } from '../domain/accounts/sessions';
import { hashToken } from '../domain/verification/secrets';
import type { MessageProvider } from '../providers/messaging/types';
import type { PaymentGateway } from '../providers/payment/types';
import { ApiError, paramsErrorOf } from '../domain/errors';
import { allowsWrite } from './cross-site';
import type { Identity } from '../domain/identity';
import type { AppEnv } from './context';

export const withDb = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('db', db);
    await next();
  });

export const withMessages = (messages: MessageProvider) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('messages', messages);
    await next();
  });

export const withGateway = (gateway: PaymentGateway) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('gateway', gateway);
    await next();
  });

/** A request id from the caller (X-Request-Id) or a new one, echoed back for support. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header('x-request-id');
  const id = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  c.set('requestId', id);
  c.header('X-Request-Id', id);
  const started = performance.now();
  await next();
  logger.info('request', {
    requestId: id,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});

/** Client-id header and the common params of spec §3, read from the query string. */
export const clientContext = createMiddleware<AppEnv>(async (c, next) => {
  const clientId = c.req.header('client-id');
  c.set('clientId', clientId && clientId.length <= 64 ? clientId : undefined);
  const params = commonParamsSchema.safeParse(c.req.query());
  if (!params.success) throw paramsErrorOf(params.error);
  c.set('params', params.data);
  await next();
});

/**
 * Who is calling: the Access-token header, else the 'Auth' cookie, else the guest token
 * ('Auth_guest'). Unknown or expired tokens are treated as anonymous; routes that need a user
 * ask for one with requireUser(). A user's session slides: using it moves its expiry 30 days on
 * (at most once a day), and the Auth cookie is set again to match.
 */
export const identity = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('access-token');
  const token = header || getCookie(c, COOKIES.auth) || getCookie(c, COOKIES.authGuest);
  let who: Identity = { kind: 'anonymous' };
  if (token && token.length <= 256) {
    const now = new Date();
    const [session] = await c.var.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    if (session?.userId) {
      who = { kind: 'user', sessionId: session.id, userId: session.userId };
      const slid = await slideSession(c.var.db, session, now);
      if (slid && !header && getCookie(c, COOKIES.auth) === token) setAuthCookie(c, token, slid);
    } else if (session?.kind === 'guest') {
      who = { kind: 'guest', sessionId: session.id, guestId: session.guestId };
    }
  }
  c.set('identity', who);
  await next();
});

const secure = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/**
 * The Auth cookie: HttpOnly (no script reads it), SameSite=Lax, Secure on https. Beside it the
 * signed_in hint, which pages may read: they are the same for every visitor (prerendered), so the
 * browser asks who is signed in (/user/info) only where the hint says there is someone. The hint
 * proves nothing; the API decides by Auth alone.
 */
export function setAuthCookie(c: Context, token: string, expiresAt: Date) {
  const options = { sameSite: 'Lax', secure: secure(c), path: '/', expires: expiresAt } as const;
  setCookie(c, COOKIES.auth, token, { ...options, httpOnly: true });
  setCookie(c, COOKIES.signedIn, '1', options);
}

export const clearAuthCookie = (c: Context) => {
  deleteCookie(c, COOKIES.auth, { path: '/', secure: secure(c) });
  deleteCookie(c, COOKIES.signedIn, { path: '/', secure: secure(c) });
};

/** A route that needs a logged-in user: their id, or unauthorized. */
export function requireUser(c: Context<AppEnv>): { userId: string; sessionId: string } {
  const who = c.var.identity;
  if (who.kind !== 'user') throw new ApiError('unauthorized');
  return who;
}

/**
 * The caller's address, for per-client limits. Under next start the Node guard has rewritten
 * X-Forwarded-For to the one address it vouches for (the peer, or what TRUSTED_PROXIES say);
 * undefined when there is none (a call inside the process).
 */
export function clientAddress(c: Context): string | undefined {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || c.req.header('x-real-ip')?.trim();
  return address && address.length <= 64 ? address : undefined;
}

/** Refuses cross-site writes by the one rule of ./cross-site.ts. */
export const sameSiteWrites = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = allowsWrite({
    method: c.req.method,
    fetchSite: c.req.header('sec-fetch-site'),
    origin: c.req.header('origin'),
    siteOrigin: new URL(serverEnv().SITE_URL).origin,
  });
  if (!verdict) throw new ApiError('forbidden');
  await next();
});
