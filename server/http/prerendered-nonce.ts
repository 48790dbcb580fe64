import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Every page answers under one strict policy (proxy.ts): scripts and styles run only with the
 * answer's own nonce. Next puts the nonce on what it renders for the request, but a prerendered
 * page (served from Next's cache, marked x-nextjs-prerender) was rendered at build, for nobody. So
 * the production server writes the answer's nonce on such a page as it goes out (./serve.ts), and
 * the page is then as locked down as one rendered for the request.
 */

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;
// Tags the policy governs by nonce. In the HTML, '<' inside scripts' data is escaped (\u003c) and
// in text it is &lt;, so a '<script' or '<style' is always a tag.
const TAG = /<(script|style)\b([^>]*)>/gi;
const NONCE_ATTRIBUTE = /\snonce=("[^"]*"|'[^']*'|[^\s>]*)/gi;
const NONCE_META = /<meta property="csp-nonce"[^>]*>/i;

/** The nonce of a Content-Security-Policy header, if it has one. */
export const nonceOfPolicy = (policy: string | undefined): string | undefined =>
  policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;

/**
 * `html` with `nonce` on every <script> and <style>, and in the <meta property="csp-nonce"> react-aria
 * reads for the styles it adds (after <head> when the page has none). A page rendered on its first
 * request carries that request's nonce, on tags and inside the page's data (the RSC payload names
 * each script with its nonce): every occurrence of a nonce found on the page is replaced, which a
 * random 128-bit value can only be.
 */
export function withNonce(html: string, nonce: string): string {
  const left = new Set<string>();
  for (const match of html.matchAll(NONCE_ATTRIBUTE)) {
    const value = match[1]!.replace(/^["']|["']$/g, '');
    if (value.length >= 16 && value !== nonce) left.add(value);
  }
  let page = html;
  for (const old of left) page = page.split(old).join(nonce);
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const tagged = page.replace(
    TAG,
    (_tag, name: string, attributes: string) =>
      `<${name} nonce="${nonce}"${attributes.replace(NONCE_ATTRIBUTE, '')}>`,
  );
  if (NONCE_META.test(tagged)) return tagged.replace(NONCE_META, meta);
  return tagged.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
}

/**
 * A page with a hole wherever its nonce goes (withNonce's work, done once): answer after answer
 * fills the holes with its own nonce (fillNonce), a copy of bytes instead of the regular
 * expressions and replacements over the whole page that withNonce is (a few milliseconds a
 * 150 KB home page, most of the time a cached page took to serve).
 */
export type NonceTemplate = readonly Buffer[];

// A fresh 128-bit random value per process marks the holes: no page holds it by chance.
const HOLE = randomBytes(16).toString('base64');

export function nonceTemplate(html: string): NonceTemplate {
  return withNonce(html, HOLE)
    .split(HOLE)
    .map((part) => Buffer.from(part, 'utf8'));
}

/** The page of the template with `nonce` in every hole: withNonce(html, nonce), byte for byte. */
export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  const value = Buffer.from(nonce, 'utf8');
  return Buffer.concat(template.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

// The templates of the prerendered pages served last: Next hands out the same few pages (homes,
// articles) again and again. Keyed by the page itself; a page rendered again is a new key.
const MAX_TEMPLATES = 32;
const templates = new Map<string, NonceTemplate>();

function templateOf(html: string): NonceTemplate {
  let template = templates.get(html);
  if (template) {
    templates.delete(html); // most recently used last
  } else {
    template = nonceTemplate(html);
    if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
  }
  templates.set(html, template);
  return template;
}

const header = (response: ServerResponse, name: string) => {
  const value = response.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

type Chunk = string | Buffer | Uint8Array;
const isChunk = (value: unknown): value is Chunk =>
  typeof value === 'string' || Buffer.isBuffer(value) || value instanceof Uint8Array;
const toBuffer = (chunk: Chunk, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);

/**
 * Holds back a prerendered HTML answer until it is complete, then sends it with the nonce of its
 * policy written in. Other answers (rendered for the request, streamed, not HTML) pass untouched.
 * The answer differs per request from then on, so its ETag goes (a 304 would hand the browser the
 * old copy with another nonce) and so does the shared-cache lifetime Next gives prerendered pages.
 */
export function noncePrerenderedPages(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET') return;
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  const restore = () => Object.assign(response, original);
  let decided: 'pass' | 'hold' | undefined;
  let status: number | undefined;
  const chunks: Buffer[] = [];

  /** Whether to hold this answer, decided once, on its headers, at its first writeHead/write/end. */
  const hold = (headers?: unknown) => {
    if (!decided) {
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) response.setHeader(name, value as string | number | string[]);
        }
      }
      const html = (header(response, 'content-type') ?? '').startsWith('text/html');
      const prerendered = header(response, 'x-nextjs-prerender') !== undefined;
      const nonce = nonceOfPolicy(header(response, 'content-security-policy'));
      decided = html && prerendered && nonce ? 'hold' : 'pass';
      if (decided === 'pass') restore();
    }
    return decided === 'hold';
  };

  response.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    if (!hold(rest.find((arg) => typeof arg === 'object'))) {
      return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, code, ...rest);
    }
    status = code;
    return this;
  } as ServerResponse['writeHead'];

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!hold()) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    if (isChunk(chunk)) chunks.push(toBuffer(chunk, rest[0]));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  } as ServerResponse['write'];

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!hold()) return (original.end as (...a: unknown[]) => ServerResponse).call(this, ...args);
    if (isChunk(args[0])) chunks.push(toBuffer(args[0], args[1]));
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    restore();
    const nonce = nonceOfPolicy(header(response, 'content-security-policy'))!;
    const body = fillNonce(templateOf(Buffer.concat(chunks).toString('utf8')), nonce);
    response.removeHeader('etag');
    response.setHeader('cache-control', 'private, no-cache');
    response.setHeader('content-length', body.length);
    response.statusCode = status ?? response.statusCode;
    return (original.end as (chunk: Buffer, done?: () => void) => ServerResponse).call(this, body, callback);
  } as ServerResponse['end'];
}
