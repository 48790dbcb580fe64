// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fillNonce,
  noncePrerenderedPages,
  nonceOfPolicy,
  nonceTemplate,
  withNonce,
} from '@/server/http/prerendered-nonce';

const POLICY = "default-src 'self'; script-src 'self' 'nonce-AbC+/12=' 'strict-dynamic'";

describe('withNonce', () => {
  it('puts the nonce on every script and style, replacing one a render left, and in the meta react-aria reads', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>a{}</style>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
      '<script nonce="old-one">self.__next_f.push([1,"\\u003cscript>alert(1)\\u003c/script>"])</script>' +
      '<p>&lt;script&gt; in text</p><SCRIPT>x()</SCRIPT></body></html>';
    const out = withNonce(html, 'N1');
    expect(out).toContain('<head><meta property="csp-nonce" nonce="N1"><meta charset="utf-8">');
    expect(out).toContain('<style nonce="N1">a{}</style>');
    expect(out).toContain('<script nonce="N1" src="/_next/static/chunks/a.js" async="">');
    expect(out).toContain('<script nonce="N1">self.__next_f.push');
    expect(out).toContain('<SCRIPT nonce="N1">x()</SCRIPT>');
    expect(out).not.toContain('old-one');
    // Escaped markup in data and text is not a tag, and stays as it was.
    expect(out).toContain('\\u003cscript>alert(1)');
    expect(out).toContain('<p>&lt;script&gt; in text</p>');
    expect(out.match(/nonce=/g)).toHaveLength(5); // four tags and the meta
  });

  it("replaces a first request's nonce everywhere: links, scripts and the page's data", () => {
    const first = 'qVGyaxRzqXjZNNi78T+7/A==';
    const html =
      `<html><head><link rel="stylesheet" href="/a.css" nonce="${first}"/>` +
      `<script src="/b.js" nonce="${first}"></script></head><body>` +
      `<script nonce="${first}">self.__next_f.push([1,"{\\"nonce\\":\\"${first}\\"}"])</script></body></html>`;
    const out = withNonce(html, 'Fresh0123456789AB==');
    expect(out).not.toContain(first);
    expect(out.match(/Fresh0123456789AB==/g)).toHaveLength(5);
    expect(out).toContain('<link rel="stylesheet" href="/a.css" nonce="Fresh0123456789AB=="/>');
  });

  it('replaces the meta a page already has', () => {
    const out = withNonce('<html><head><meta property="csp-nonce" nonce="stale"></head></html>', 'N2');
    expect(out).toBe('<html><head><meta property="csp-nonce" nonce="N2"></head></html>');
  });

  it('reads the nonce of a policy', () => {
    expect(nonceOfPolicy(POLICY)).toBe('AbC+/12=');
    expect(nonceOfPolicy("script-src 'self'")).toBeUndefined();
    expect(nonceOfPolicy(undefined)).toBeUndefined();
  });
});

describe('nonceTemplate', () => {
  it('fills in, answer after answer, the same page withNonce writes', () => {
    const first = 'qVGyaxRzqXjZNNi78T+7/A==';
    const html =
      '<!DOCTYPE html><html><head><meta property="csp-nonce" nonce="stale"><style>a{}</style>' +
      `<link rel="stylesheet" href="/a.css" nonce="${first}"/><script src="/b.js" async=""></script></head>` +
      `<body><p>caf\u00e9 ${'é'.repeat(3)}</p><script nonce="${first}">self.__next_f.push([1,"{\\"nonce\\":\\"${first}\\"}"])</script></body></html>`;
    const template = nonceTemplate(html);
    for (const nonce of ['N1', 'Fresh0123456789AB==', 'AbC+/12=']) {
      expect(fillNonce(template, nonce).toString('utf8')).toBe(withNonce(html, nonce));
    }
  });
});

describe('noncePrerenderedPages', () => {
  let server: http.Server;
  let origin: string;
  let policyNonce = 'AbC+/12=';
  const pages: Record<string, (response: http.ServerResponse) => void> = {
    '/prerendered-again': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-prerender', '1');
      response.setHeader('content-security-policy', `script-src 'nonce-${policyNonce}'`);
      response.end('<html><head></head><body><script>a()</script></body></html>');
    },
    '/prerendered': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-prerender', '1');
      response.setHeader('etag', '"abc"');
      response.setHeader('cache-control', 's-maxage=31536000');
      response.setHeader('content-security-policy', POLICY);
      response.write('<html><head></head><body><script>a()</script>');
      response.end(Buffer.from('<script>b()</script></body></html>'));
    },
    '/prerendered-writehead': (response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'x-nextjs-prerender': '1',
        'content-security-policy': POLICY,
        'content-length': '36',
      });
      response.end('<html><head></head><script></script>');
    },
    '/rendered': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', POLICY);
      response.end('<html><head></head><script nonce="AbC+/12=">a()</script></html>');
    },
    '/json': (response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-nextjs-prerender', '1');
      response.setHeader('content-security-policy', POLICY);
      response.end('{"script":"<script>"}');
    },
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      noncePrerenderedPages(request, response);
      pages[request.url ?? '']?.(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("writes the answer's nonce into a prerendered page, without its ETag or shared-cache lifetime", async () => {
    const response = await fetch(`${origin}/prerendered`);
    const body = await response.text();
    expect(body).toBe(
      '<html><head><meta property="csp-nonce" nonce="AbC+/12="></head><body>' +
        '<script nonce="AbC+/12=">a()</script><script nonce="AbC+/12=">b()</script></body></html>',
    );
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('also when the page is sent with writeHead and a length', async () => {
    const body = await (await fetch(`${origin}/prerendered-writehead`)).text();
    expect(body).toContain('<script nonce="AbC+/12="></script>');
  });

  it('gives each answer of the same page its own nonce (the page is kept as a template)', async () => {
    const bodies = [];
    for (const nonce of ['First111+/==', 'Second22+/==', 'First111+/==']) {
      policyNonce = nonce;
      bodies.push(await (await fetch(`${origin}/prerendered-again`)).text());
    }
    expect(bodies.map((body) => body.match(/nonce="([^"]+)"/g))).toEqual([
      ['nonce="First111+/=="', 'nonce="First111+/=="'],
      ['nonce="Second22+/=="', 'nonce="Second22+/=="'],
      ['nonce="First111+/=="', 'nonce="First111+/=="'],
    ]);
  });

  it('leaves a page rendered for the request, and anything not HTML, as they were', async () => {
    expect(await (await fetch(`${origin}/rendered`)).text()).toBe(
      '<html><head></head><script nonce="AbC+/12=">a()</script></html>',
    );
    expect(await (await fetch(`${origin}/json`)).text()).toBe('{"script":"<script>"}');
  });
});
