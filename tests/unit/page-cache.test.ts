// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '@/lib/logger';
import { createPageCache, pageCacheKey, type ProxyRun } from '@/server/http/page-cache';

const LIST = '/intl/en/book/LAX01?from=2026-12-03T10:00&to=2026-12-06T10:00';
const DETAIL = '/cn/zh/book/LAX01/7?from=2026-12-03T10:00&to=2026-12-06T10:00';
const nonceOf = (text: string) => /nonce-([A-Za-z0-9+/=]+)/.exec(text)?.[1];

/**
 * A server as server/process/serve.ts builds it, with a stand-in for Next (a page that says which
 * render it was and carries its request's nonce, as Next's does) and for the proxy (a fresh nonce
 * per request, its cookies, and a redirect for an address it sends elsewhere).
 */
async function site(options: { seconds?: number; status?: number; renderMs?: number } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  // (Next runs the proxy for the requests it renders; the stand-in counts the cache's runs only.)
  let proxied = 0;
  const proxy: ProxyRun = (url) => {
    proxied += 1;
    const nonce = `Nonce${String(proxied).padStart(11, '0')}==`;
    const headers = new Headers({
      'content-security-policy': `script-src 'nonce-${nonce}'`,
      'x-frame-options': 'DENY',
    });
    headers.append('set-cookie', `guest_id=g_${proxied}; Path=/`);
    if (url.pathname.includes('/broken/')) throw new Error('proxy failed');
    if (url.pathname.includes('/moved/')) headers.set('location', '/elsewhere');
    else headers.set('x-middleware-next', '1');
    return new Response(null, { status: url.pathname.includes('/moved/') ? 307 : 200, headers });
  };
  const cache = createPageCache({ seconds: options.seconds ?? 10, proxy, now: () => clock });
  const server = http.createServer((request, response) =>
    cache.handle(request, response, () => {
      renders += 1;
      const render = renders;
      const nonce = `Render${String(render).padStart(10, '0')}==`;
      setTimeout(() => {
        response.statusCode = options.status ?? 200;
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('set-cookie', `guest_id=g_render${render}; Path=/`);
        response.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
        response.write(`<html><head><script nonce="${nonce}" src="/a.js"></script></head>`);
        response.end(
          `<body>render ${render} of ${request.url} in ${request.headers.cookie ?? '-'}</body></html>`,
        );
      }, options.renderMs ?? 1);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(origin + path, { headers, redirect: 'manual' });
      return {
        status: answer.status,
        body: await answer.text(),
        policy: answer.headers.get('content-security-policy') ?? '',
        cookies: answer.headers.getSetCookie(),
        frame: answer.headers.get('x-frame-options'),
      };
    },
    renders: () => renders,
    pass: (ms: number) => (clock += ms),
    close: () => new Promise((resolve) => server.close(resolve)),
    cache,
  };
}

describe('the car list and detail page cache', () => {
  it('answers a second visitor of the same address from the first render, with its own nonce and cookies', async () => {
    const page = await site();
    const first = await page.get(LIST);
    const second = await page.get(LIST);
    expect(page.renders()).toBe(1);
    expect(second.body).toContain(`render 1 of ${LIST}`);
    // The kept page carries the nonce of this answer's policy, nowhere the first render's.
    const nonce = nonceOf(second.policy)!;
    expect(nonce).not.toBe(nonceOf(first.policy));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain('Render0000000001');
    // The proxy's cookies for this visitor, never the ones the first answer set.
    expect(first.cookies).toEqual(['guest_id=g_render1; Path=/']);
    expect(second.cookies).toEqual(['guest_id=g_1; Path=/']);
    expect(second.frame).toBe('DENY');
    await page.close();
  });

  it('keeps each address and currency apart, and renders again after the time is up', async () => {
    const page = await site({ seconds: 10 });
    await page.get(LIST);
    await page.get(DETAIL);
    await page.get(LIST, { cookie: 'currency=THB' });
    expect(page.renders()).toBe(3);
    expect((await page.get(LIST, { cookie: 'a=1; currency=THB' })).body).toContain('currency=THB');
    expect(page.renders()).toBe(3);

    page.pass(9_999);
    await page.get(LIST);
    expect(page.renders()).toBe(3);
    page.pass(1);
    expect((await page.get(LIST)).body).toContain('render 4');
    await page.close();
  });

  it('renders a crowd arriving at once only once', async () => {
    const page = await site({ renderMs: 200 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => page.get(DETAIL)));
    expect(page.renders()).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.body.includes('render 1'))).toBe(true);
    expect(new Set(answers.map((answer) => nonceOf(answer.policy))).size).toBe(20);
    await page.close();
  });

  it('never keeps other pages, the router requests, or answers that are not pages', async () => {
    const page = await site();
    for (const path of [
      '/intl/en/book/LAX01/7/basic-full_prepaid?from=2026-12-03T10:00', // the plan step
      '/intl/en/order/123',
      `${LIST}&_rsc=abc`,
    ]) {
      await page.get(path);
      await page.get(path);
    }
    await page.get(LIST, { rsc: '1' });
    await page.get(LIST, { rsc: '1' });
    expect(page.renders()).toBe(8);
    expect(page.cache.size).toBe(0);

    const failing = await site({ status: 500 });
    await failing.get(LIST);
    await failing.get(LIST);
    expect(failing.renders()).toBe(2);
    await Promise.all([page.close(), failing.close()]);
  });

  it('lets Next answer a kept address the proxy sends elsewhere or fails on, and is off at 0 seconds', async () => {
    const page = await site();
    const moved = '/intl/en/book/moved/1';
    await page.get(moved);
    expect(page.cache.size).toBe(1);
    await page.get(moved);
    expect(page.renders()).toBe(2);

    const broken = '/intl/en/book/broken/1';
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await page.get(broken);
    expect((await page.get(broken)).body).toContain('render 4');
    expect(warn).toHaveBeenCalledWith(
      'page cache: serving a copy failed',
      expect.objectContaining({ path: broken }),
    );
    warn.mockRestore();

    const off = await site({ seconds: 0 });
    await off.get(LIST);
    await off.get(LIST);
    expect(off.renders()).toBe(2);
    await Promise.all([page.close(), off.close()]);
  });

  it('reads its key from the request', () => {
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers }) as unknown as http.IncomingMessage;
    expect(pageCacheKey(request(LIST, { cookie: 'currency=NZD' }))).toBe(`${LIST}#NZD`);
    expect(pageCacheKey(request(LIST))).toBe(`${LIST}#`);
    expect(pageCacheKey(request(LIST, {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(request(LIST, { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(pageCacheKey(request('/cn/zh-hant'))).toBe('/cn/zh-hant#');
    expect(pageCacheKey(request('/intl/en/book'))).toBeUndefined();
    expect(pageCacheKey(request('/intl/en/about_us'))).toBeUndefined();
  });
});
