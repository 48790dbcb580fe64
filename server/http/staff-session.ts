import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { COOKIES, STAFF_TOKEN_HEADER } from '@/lib/cookies';
import { rolesAllow, type StaffPermission } from '@/lib/ops/roles';
import { ApiError } from '../domain/errors';
import type { StaffCaller } from '../domain/staff/caller';
import { readStaffSession } from '../domain/staff/sessions';
import type { AppEnv } from './context';


/** The back office's routes run on the API's one context (staffSession is set for them). */
export type OpsEnv = AppEnv;

const secure = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/** Reads the staff session (cookie rc_staff, or the Staff-token header) once per back-office call. */
export const staffIdentity = createMiddleware<OpsEnv>(async (c, next) => {
  const token = c.req.header(STAFF_TOKEN_HEADER) || getCookie(c, COOKIES.staff);
  c.set('staffSession', token ? await readStaffSession(c.var.db, token, new Date()) : null);
  await next();
});

/**
 * A back-office call: the signed-in member of staff (past the second factor) whose roles grant the
 * permission. Nobody signed in as staff answers 401, or 403 when the caller is a traveller or a
 * guest (their session never opens the back office); staff without the permission answer 403.
 */
export function requireStaff(c: Context<OpsEnv>, permission?: StaffPermission): StaffCaller {
  const read = c.var.staffSession;
  if (!read || read.session.stage !== 'full') {
    throw new ApiError(c.var.identity.kind === 'anonymous' ? 'unauthorized' : 'forbidden');
  }
  if (permission && !rolesAllow(read.caller.roles, permission)) throw new ApiError('forbidden');
  return read.caller;
}

/**
 * The staff cookie: HttpOnly, SameSite=Strict (a link from another site never carries it), Secure on
 * https, for the session's working day; the idle deadline is the server's to keep.
 */
export function setStaffCookie(c: Context, token: string, endsAt: Date) {
  setCookie(c, COOKIES.staff, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(c),
    path: '/',
    expires: endsAt,
  });
}

export const clearStaffCookie = (c: Context) => deleteCookie(c, COOKIES.staff, { path: '/', secure: secure(c) });
