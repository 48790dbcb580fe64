import 'server-only';
import { cookies } from 'next/headers';
import type { Envelope } from '../../api/contract/envelope';
import { API_TIMEOUT_MS, API_VERSION_PATH, CLIENT_ID, formEncode } from './config';
import { ApiClientError, fromEnvelope } from './errors';
import { serverEnv } from '../../env';
import { PUBLIC_API_PATHS } from '../../security/headers';
import { COOKIES, STAFF_TOKEN_HEADER } from '../../cookies';
import { LANG_TO_LOCALE, regionOfLang, type Lang } from '../../i18n/locales';
import { answerSchema } from './endpoints';
import { shortMemo } from './short-memo';
import { fillPath, type Api, type CallOptions, type Query } from './transport';

/**
 * The server components' API reader: the same v1_1 API, called in-process (no network) unless
 * API_ORIGIN points at a separate API host. The visitor's token travels as Access-token.
 */
async function send(
  path: string,
  init: RequestInit,
  options: CallOptions,
  query: Record<string, unknown> = {},
) {
  const origin = serverEnv().API_ORIGIN;
  const url = new URL(`${API_VERSION_PATH}${path}`, origin ?? 'http://in-process');
  for (const [key, value] of Object.entries({ ...options.params, ...query })) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  // Reference data the same for everyone (lib/security/headers.ts PUBLIC_API_PATHS) is read without
  // the visitor's token, and without reading the request at all: a page built from it alone can be
  // kept and served to every visitor.
  const jar = PUBLIC_API_PATHS.has(url.pathname) ? null : await cookies();
  const token =
    jar?.get(COOKIES.auth)?.value || (options.useGuestToken ? jar?.get(COOKIES.authGuest)?.value : undefined);
  const headers = new Headers(init.headers);
  headers.set('Client-id', CLIENT_ID);
  if (token) headers.set('Access-token', token);
  // The back office's calls carry the staff session (its HttpOnly cookie) the way the command line
  // does, as the Staff-token header: the in-process call and an API_ORIGIN host read it alike.
  const staffToken = path.startsWith('/ops/') ? jar?.get(COOKIES.staff)?.value : undefined;
  if (staffToken) headers.set(STAFF_TOKEN_HEADER, staffToken);
  const request = new Request(url, { ...init, headers, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

  let response: Response;
  try {
    if (origin) {
      response = await fetch(request);
    } else {
      const { getApp } = await import('@/server/index');
      response = await (await getApp()).fetch(request);
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiClientError(timedOut ? 'timeout' : 'network', String(error));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (!envelope || typeof envelope.code !== 'number')
    throw new ApiClientError(500, `bad answer from ${path}`);
  if (envelope.code !== 200) throw fromEnvelope(envelope.code, envelope.msg, envelope.data);
  return envelope.data;
}

/**
 * Public answers that a page rendered for each request reads again and again (the car list's store
 * notices and banners): the same for every visitor of the store and language (no token travels with
 * them, PUBLIC_API_PATHS), so this process keeps each checked answer for a minute by its call (path,
 * query and common params) and a change shows within that minute. Concurrent calls share one read, a
 * failed read is not kept, and at most shortMemo's number of calls are kept.
 */
const MEMOIZED_PATHS: ReadonlySet<string> = new Set(['/common/addata', '/common/banners']);
const memo = shortMemo<unknown>({ ttlMs: 60_000 });
const memoKey = (path: string, call: CallOptions, query: Query = {}) =>
  JSON.stringify([path, call.params, query]);

/**
 * The server's Api (lib/site/api/transport.ts), with `defaults` under every call's own options: GET,
 * POST and DELETE that answer the envelope's data, checked against the endpoint's schema.
 */
function serverCalls(defaults: CallOptions = {}): Api {
  const merged = (options: CallOptions = {}): CallOptions => ({
    ...defaults,
    ...options,
    params: { ...defaults.params, ...options.params },
  });
  const get = async (path: string, query?: Query, options?: CallOptions) => {
    const call = merged(options);
    const read = async () => {
      const schema = await answerSchema('get', path);
      return schema.parse(await send(fillPath(path, call.path), { method: 'GET' }, call, query));
    };
    return MEMOIZED_PATHS.has(path) ? memo(memoKey(path, call, query), read) : read();
  };
  const post = async (path: string, body?: Query, options?: CallOptions) => {
    const schema = await answerSchema('post', path);
    const call = merged(options);
    const init = {
      method: 'POST',
      body: formEncode(body ?? {}),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...call.headers },
    };
    return schema.parse(await send(fillPath(path, call.path), init, call));
  };
  const remove = async (path: string, options?: CallOptions) => {
    const schema = await answerSchema('delete', path);
    const call = merged(options);
    return schema.parse(await send(fillPath(path, call.path), { method: 'DELETE' }, call));
  };
  // The table types each path's answer (lib/site/api/transport.ts); the calls check it at run time.
  return { get, post, delete: remove } as Api;
}

/** The server components' API reader, as the visitor (their cookies). */
export const serverApi = serverCalls();

/**
 * The reader for a page of this language: its region and locale in every call, and, with
 * `useGuestToken`, the guest's access (Auth_guest) when no one is logged in.
 */
export const serverApiFor = (lang: Lang, options: { useGuestToken?: boolean } = {}): Api =>
  serverCalls({ params: { region: regionOfLang(lang), locale: LANG_TO_LOCALE[lang] }, ...options });
