import { openPglite } from '@/server/db/client';
import { readiness } from '@/server/domain/health';
import { metricsAnswer } from '@/server/observability/metrics-endpoint';
import { testClient } from './client';
import { databaseKinds, useApiDatabase } from './databases';
import { on } from './la-clock';
import { query } from './booking-fixtures';

const TOKEN = 'a-scraper-token-of-32-characters';

/** GET /metrics as a client at `address` (as the Node guard reports it), with optional headers. */
const scrape = (address: string, headers: Record<string, string> = {}, token?: string) =>
  metricsAnswer(
    new Request('http://site.test/metrics', { headers: { 'x-forwarded-for': address, ...headers } }),
    token,
  );

/** The value of one series in Prometheus's text format, or undefined. */
function series(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(databaseKinds)('health and metrics on %s', (kind) => {
  const { database, client } = useApiDatabase(kind);

  it('GET /health answers that the process is alive, without reading the database', async () => {
    const answer = await client.get('/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { status: 'ok' } });
  });

  it('GET /health/ready answers 200 on a reachable, migrated database', async () => {
    const answer = await client.get('/health/ready');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ready: true, database: true, migrations: true, draining: false });
  });

  it('readiness says no while the instance is stopping', async () => {
    expect(await readiness(database.db, true)).toEqual({
      ready: false,
      database: true,
      migrations: true,
      draining: true,
    });
  });

  it('metrics count the requests by route pattern, method and code, and the searches', async () => {
    const before = await (await scrape('127.0.0.1')).text();
    const counted = (text: string) =>
      series(text, 'api_requests_total', { route: '/api/v1_1/health', method: 'GET', code: '200' }) ?? 0;
    const searched = (text: string) =>
      series(text, 'rentcar_searches_total', { kind: 'list', code: '200' }) ?? 0;
    await client.get('/health');
    await client.get('/health');
    const search = {
      pickup_location: 'LAX01',
      drop_off_location: 'LAX01',
      pickup_date_time: on(20),
      drop_off_date_time: on(23),
    };
    expect((await client.get(`/car/get_car_list?${query(search)}`)).status).toBe(200);
    await client.get('/no/such/operation');

    const answer = await scrape('127.0.0.1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(counted(text) - counted(before)).toBe(2);
    expect(searched(text) - searched(before)).toBe(1);
    // A raw path never becomes a label: an unknown one is 'unmatched'.
    expect(series(text, 'api_requests_total', { route: 'unmatched', code: '404' })).toBeGreaterThan(0);
    expect(text).not.toContain('/no/such/operation');
    expect(text).toMatch(/^api_request_duration_seconds_bucket\{.*route="\/api\/v1_1\/health".*\} \d+$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('readiness of a database the build has not migrated', () => {
  it('answers 503 with migrations false, and database true', async () => {
    const handle = await openPglite();
    try {
      const answer = await testClient(handle.db).get('/health/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        code: 503,
        msg: 'not ready',
        data: { ready: false, database: true, migrations: false, draining: false },
      });
    } finally {
      await handle.close();
    }
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: a client on this machine, nobody else (404 as if it were not there)', async () => {
    expect((await scrape('127.0.0.1')).status).toBe(200);
    expect((await scrape('::1')).status).toBe(200);
    const outside = await scrape('203.0.113.9');
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('api_requests_total');
  });

  it('with METRICS_TOKEN: only a Bearer of that token, wherever it is', async () => {
    expect((await scrape('203.0.113.9', {}, TOKEN)).status).toBe(401);
    expect((await scrape('127.0.0.1', {}, TOKEN)).status).toBe(401);
    expect((await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }, TOKEN)).status).toBe(401);
    expect((await scrape('203.0.113.9', { authorization: TOKEN }, TOKEN)).status).toBe(401);
    const allowed = await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` }, TOKEN);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('api_requests_total');
  });
});
