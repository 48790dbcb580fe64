import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeError, logger } from '@/lib/logger';
import { COOKIES, readCookie } from '@/lib/cookies';
import { fillNonce, nonceOfPolicy, nonceTemplate, type NonceTemplate } from './prerendered-nonce';

/**
 * The car list, a car's detail and the homes, kept a few seconds per address and currency
 * (issue 14).
 *
 * The list and the detail are rendered for each request (they read the search in their address
 * and the visitor's currency), and that render is most of what a page costs: about 40 ms of CPU
 * against a hello page's 4. A campaign link brings hundreds of travellers to one address at once,
 * and each would wait for the same list to be rendered again. So a document request for one of
 * these pages is answered from a render of the same address and currency made at most
 * PAGE_CACHE_SECONDS ago (10 by default; 0 turns the cache off): only the first of a crowd
 * renders, the others wait for it (no stampede) and get its page. The homes are prerendered by
 * Next, but even so each answer through Next costs several times a kept one.
 *
 * What stays per request: the proxy runs for every answer, cached or not (its cookies, the policy
 * with a fresh nonce, written into the page as for the prerendered pages: ./prerendered-nonce.ts),
 * and nothing personal is kept (these pages learn who the visitor is in the browser; the car
 * search answers the same to everyone). What may be a few seconds old: the availability and the
 * prices shown. The booking itself is always checked against the database (the fill-in step and
 * the order are never cached), so an old page can cost a traveller a 'sold out' answer one step
 * later, never a double booking or a wrong charge. The browser's own navigations (RSC requests),
 * and so the refresh after a search expires, are rendered fresh.
 */
const MAX_ENTRIES = 200;

// The homes /{region}/{lang} (prerendered, but each answer through Next costs several times a kept
// one), the car list /{region}/{lang}/book/{store_info} and a detail /…/book/{store_info}/{sku_id}.
const KEPT_PAGE = /^\/(?:intl|cn)\/[a-z-]+(?:\/book\/[^/]+(?:\/[^/]+)?)?$/;
// Headers of Next's answer that belong to the page; the rest (cookies, policy) are the proxy's.
const KEPT_HEADERS = ['content-type', 'vary', 'cache-control', 'link'] as const;

// The page is kept as its nonce template: each copy only fills in its own nonce.
type Entry = { at: number; headers: Record<string, string>; page: NonceTemplate };

export type PageCache = {
  /** Serves the request from the cache, or lets `render` answer it and keeps that answer. */
  handle(request: IncomingMessage, response: ServerResponse, render: () => void): void;
  readonly size: number;
};

/** Whether a request may be answered from the cache, and under which key. */
export function pageCacheKey(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET') return undefined;
  const headers = request.headers;
  // The browser's router asks for the page's data (RSC), not its HTML.
  if (headers.rsc || headers['next-router-state-tree'] || headers['next-router-prefetch']) return undefined;
  const url = new URL(request.url ?? '/', 'http://page-cache');
  if (url.searchParams.has('_rsc') || !KEPT_PAGE.test(url.pathname)) return undefined;
  const currency = readCookie(headers.cookie ?? '', COOKIES.currency) ?? '';
  return `${url.pathname}${url.search}#${currency}`;
}

/** The site's proxy (proxy.ts) for a request: its answer's headers say what it would do. */
export type ProxyRun = (url: URL, headers: Headers) => Response;

export function createPageCache(options: {
  seconds: number;
  proxy: ProxyRun;
  now?: () => number;
}): PageCache {
  const ttlMs = options.seconds * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Renders under way, each with the requests waiting for it.
  const rendering = new Map<string, Promise<Entry | undefined>>();

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };

  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    // Oldest first in a Map: drop them beyond the bound.
    for (const old of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(old);
    }
  };

  return {
    get size() {
      return entries.size;
    },
    handle(request, response, render) {
      const key = ttlMs > 0 ? pageCacheKey(request) : undefined;
      if (!key) return render();
      const entry = fresh(key);
      const serve = (kept: Entry) => {
        try {
          serveCached(options.proxy, request, response, kept, render);
        } catch (error) {
          // A copy that cannot be made (the proxy failed on this request) is no answer: Next's is.
          logger.warn('page cache: serving a copy failed', { path: request.url, ...describeError(error) });
          if (!response.headersSent) render();
        }
      };
      if (entry) return serve(entry);
      const pending = rendering.get(key);
      if (pending) {
        void pending.then((rendered) => (rendered ? serve(rendered) : render()));
        return;
      }
      let settle!: (entry: Entry | undefined) => void;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      captureAnswer(response, (captured) => {
        rendering.delete(key);
        const kept = captured && { headers: captured.headers, page: nonceTemplate(captured.body), at: now() };
        if (kept) keep(key, kept);
        settle(kept);
      });
      render();
    },
  };
}

/**
 * Copies the answer as it streams out (nothing is held back) and hands it over at its end when it
 * is a whole HTML page (200); anything else (a redirect, an error, a connection cut) is not kept.
 */
function captureAnswer(
  response: ServerResponse,
  done: (captured: { headers: Record<string, string>; body: string } | undefined) => void,
) {
  const chunks: Buffer[] = [];
  const original = { write: response.write, end: response.end };
  let handedOver = false;
  const finish = (captured: Parameters<typeof done>[0]) => {
    if (handedOver) return;
    handedOver = true;
    done(captured);
  };
  const copy = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') {
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    } else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') copy(args[0], args[1]);
    Object.assign(response, original);
    const html = String(response.getHeader('content-type') ?? '').startsWith('text/html');
    if (response.statusCode !== 200 || !html) {
      finish(undefined);
    } else {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.getHeader(name);
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      finish({ headers, body: Buffer.concat(chunks).toString('utf8') });
    }
    return (original.end as (...a: unknown[]) => ServerResponse).call(this, ...args);
  } as ServerResponse['end'];
  // An answer cut off before its end is not a page to keep.
  response.once('close', () => {
    if (!response.writableEnded) finish(undefined);
  });
}

/**
 * A kept page for this request: the proxy's answer for it (its cookies, security headers and a
 * policy with a fresh nonce) with the kept page, the nonce written in. When the proxy would not
 * let the request through as it is (a redirect, a rewrite), Next answers it.
 */
function serveCached(
  runProxy: ProxyRun,
  request: IncomingMessage,
  response: ServerResponse,
  entry: Entry,
  render: () => void,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const host = request.headers.host ?? 'localhost';
  const proxied = runProxy(new URL(request.url ?? '/', `http://${host}`), headers);
  const nonce = nonceOfPolicy(proxied.headers.get('content-security-policy') ?? undefined);
  if (!proxied.headers.has('x-middleware-next') || !nonce) return render();

  for (const [name, value] of proxied.headers) {
    if (name.startsWith('x-middleware-') || name === 'set-cookie') continue;
    response.setHeader(name, value);
  }
  const cookies = proxied.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader('set-cookie', cookies);
  for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value);
  const body = fillNonce(entry.page, nonce);
  response.setHeader('content-length', body.length);
  response.statusCode = 200;
  response.end(body);
}
