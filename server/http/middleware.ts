import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { commonParamsSchema } from '@/lib/api/contract/common-params';
import { logger } from '@/lib/logger';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { MessageProvider } from '../providers/messaging/types';
import type { PaymentGateway } from '../providers/payment/types';
import { ApiError } from './api-error';
import type { AppEnv, Identity } from './context';

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
  c.set('params', commonParamsSchema.parse(c.req.query()));
  await next();
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Who is calling: the Access-token header, else the 'Auth' cookie, else the guest token
 * ('Auth_guest'). Unknown or expired tokens are treated as anonymous; routes that need a user
 * ask for one with requireUser().
 */
export const identity = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('access-token') || getCookie(c, 'Auth') || getCookie(c, 'Auth_guest');
  let who: Identity = { kind: 'anonymous' };
  if (token && token.length <= 256) {
    const [session] = await c.var.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (session?.userId) who = { kind: 'user', sessionId: session.id, userId: session.userId };
    else if (session?.kind === 'guest')
      who = { kind: 'guest', sessionId: session.id, guestId: session.guestId };
  }
  c.set('identity', who);
  await next();
});

/**
 * Mutating calls must come from the site itself: a browser marks cross-site requests with
 * Sec-Fetch-Site or an Origin of another host, and those are refused so cookies cannot be ridden.
 */
export const sameSiteWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    const crossOrigin =
      origin !== undefined && origin !== 'null' && host !== undefined && new URL(origin).host !== host;
    if (fetchSite === 'cross-site' || crossOrigin) throw new ApiError('forbidden');
  }
  await next();
});
