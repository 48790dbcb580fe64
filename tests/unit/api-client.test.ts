import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiCalls, createApiClient } from '@/lib/site/api/client';
import { apiBaseUrl } from '@/lib/site/api/config';
import { ApiClientError } from '@/lib/site/api/errors';
import { server, setupMswServer } from '../msw/server';

setupMswServer();

const BASE = 'http://site.test/api/v1_1';
// The client checks each answer against the schema a test gives it, in place of the endpoint table's.
const calls = (schema: z.ZodType = z.unknown()) =>
  apiCalls(
    createApiClient(
      {
        commonParams: () => ({
          region: 'cn',
          currency: 'CNY',
          locale: 'zh_CN',
          user_id: 'g_abc',
          referer: 'wechat',
        }),
      },
      BASE,
    ),
    async () => schema,
  );

describe('the API client (spec §7)', () => {
  it('sends the Client-id header and the common params on every request', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/user/info`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 200, msg: 'success', data: { ok: true } });
      }),
    );
    const data = await calls(z.object({ ok: z.boolean() })).get('/user/info');
    expect(data).toEqual({ ok: true });
    const url = new URL(seen!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'cn',
      currency: 'CNY',
      locale: 'zh_CN',
      user_id: 'g_abc',
      referer: 'wechat',
    });
    expect(seen!.headers.get('client-id')).toBe('rentcar-web-pc');
  });

  it('form-encodes POST bodies and skips nulls', async () => {
    let body = '';
    let type = '';
    server.use(
      http.post(`${BASE}/captcha/report`, async ({ request }) => {
        body = await request.text();
        type = request.headers.get('content-type') ?? '';
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
    await calls(z.null()).post('/captcha/report', {
      type: 'event',
      label: null,
      cid: undefined,
      metric: 3,
    });
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('type=event&metric=3');
  });

  it('turns an error envelope into an ApiClientError named from the catalogue', async () => {
    server.use(
      http.get(`${BASE}/common/addata`, () =>
        HttpResponse.json({ code: -1, msg: 'params error', data: null }, { status: 400 }),
      ),
    );
    const error = await calls()
      .get('/common/addata')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).reason).toBe('params_error');
  });

  it('reports a network failure as such', async () => {
    server.use(http.get(`${BASE}/user/info`, () => HttpResponse.error()));
    const error = await calls()
      .get('/user/info')
      .catch((caught: unknown) => caught);
    expect((error as ApiClientError).reason).toBe('network');
  });

  it('rejects an answer that does not match the schema', async () => {
    server.use(
      http.get(`${BASE}/user/info`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: { ok: 'yes' } }),
      ),
    );
    await expect(calls(z.object({ ok: z.boolean() })).get('/user/info')).rejects.toThrow();
  });
});

describe('apiBaseUrl', () => {
  it.each([
    ['localhost', 'https://api.example.com', '/api/v1_1'],
    ['192.168.1.20', 'https://api.example.com', '/api/v1_1'],
    ['10.0.0.5', 'https://api.example.com', '/api/v1_1'],
    ['www.example.com', 'https://api.example.com', 'https://api.example.com/api/v1_1'],
    ['www.example.com', undefined, '/api/v1_1'],
  ])('on %s with API host %s uses %s', (host, origin, expected) => {
    expect(apiBaseUrl(host, origin)).toBe(expected);
  });
});
