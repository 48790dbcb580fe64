import http from 'node:http';
import { serverEnv } from '@/lib/env';
import { isDraining } from '../lifecycle';
import { observeRequest } from '../observability/metrics';
import { pageRouteLabel } from '../observability/page-routes';
import { isTrustedPeer, trustedClientAddress, trustedProxies } from './client-address';
import { API_METHODS, methodNotAllowed } from './input-guard';

/** Pages are read (GET, HEAD); POST stays for Next's own server actions and form posts. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

const allowedFor = (url: string | undefined): readonly string[] =>
  url?.startsWith('/api/') ? API_METHODS : PAGE_METHODS;

/** Whether the path of a request URL percent-decodes ('/_next/static/%' does not). */
function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

const answer = (
  response: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
) => {
  response.writeHead(status, {
    ...headers,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end(body);
};

/** Records a request when its answer has gone (or the client went away). */
function measure(request: http.IncomingMessage, response: http.ServerResponse) {
  const started = performance.now();
  response.once('close', () => {
    // The API's own middleware counts its operations one by one (api_requests_total).
    const route = request.url?.startsWith('/api/') ? '/api/v1_1/*' : pageRouteLabel(request.url ?? '/');
    const seconds = (performance.now() - started) / 1000;
    observeRequest('http', route, request.method ?? 'GET', response.statusCode, seconds);
  });
}

/**
 * Answers, in the Node server before Next sees the request, what Next would answer with a 500:
 * 405 to a method the site does not serve, 400 to an asset path that does not percent-decode
 * (page paths get the localized 404 from proxy.ts instead, which the matcher keeps off /_next).
 * It has to be here: the Fetch standard forbids TRACE, TRACK and CONNECT in a Request, so Next fails
 * with a 500 while building one, before proxy.ts or a route handler could run; other unknown methods
 * (PROPFIND) reach the pages as a GET would. The API answers in its envelope, pages in plain text.
 * It also rewrites X-Forwarded-For to the one client address it can vouch for (./client-address.ts),
 * drops X-Forwarded-Proto and X-Forwarded-Host unless one of our proxies (TRUSTED_PROXIES) sent them,
 * counts and times every request (http_requests_total), and, while the process is stopping, closes
 * each connection after its answer.
 * Installed once by instrumentation.ts; the API checks methods itself too (server/http/input-guard.ts)
 * for callers that reach it without this server.
 */
export function guardNodeRequests() {
  const marker = Symbol.for('rentcar.guardNodeRequests');
  const proto = http.Server.prototype as http.Server & { [marker]?: true };
  if (proto[marker]) return;
  proto[marker] = true;
  const emit = proto.emit;
  const trusted = trustedProxies(serverEnv().TRUSTED_PROXIES);
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      // The one client address the app reads (clientAddress in middleware.ts), written here where
      // the connection's peer is known, so a client cannot choose its own by sending the header.
      const client = trustedClientAddress(
        request.socket.remoteAddress,
        [request.headers['x-forwarded-for']].flat().join(','),
        trusted,
      );
      delete request.headers['x-real-ip'];
      // The scheme and host a proxy saw count only when one of our proxies says so: a client
      // writing X-Forwarded-Proto: https itself would otherwise get Secure cookies on plain http.
      if (!isTrustedPeer(request.socket.remoteAddress, trusted)) {
        delete request.headers['x-forwarded-proto'];
        delete request.headers['x-forwarded-host'];
      }
      if (isDraining()) response.setHeader('Connection', 'close');
      measure(request, response);
      if (client) request.headers['x-forwarded-for'] = client;
      else delete request.headers['x-forwarded-for'];
      const allowed = allowedFor(request.url);
      if (!allowed.includes(request.method ?? '')) {
        const api = allowed === API_METHODS;
        const body = api ? JSON.stringify(methodNotAllowed(request.method ?? '')) : 'Method Not Allowed';
        const type = api ? 'application/json' : 'text/plain; charset=utf-8';
        answer(response, 405, { Allow: allowed.join(', '), 'Content-Type': type }, body);
        return true;
      }
      if (request.url?.startsWith('/_next/') && !decodablePath(request.url)) {
        answer(response, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad Request');
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
