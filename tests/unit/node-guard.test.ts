// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isTrustedPeer, trustedClientAddress, trustedProxies } from '@/server/http/client-address';
import { guardNodeRequests } from '@/server/http/node-guard';

/** A Node server as next start runs one, whose own handler answers 200 to whatever reaches it. */
let server: http.Server;
let port: number;

beforeAll(async () => {
  guardNodeRequests();
  server = http.createServer((_request, response) => response.end('reached the app'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('the Node request guard', () => {
  it.each(['TRACE', 'PROPFIND', 'PUT', 'DELETE'])('answers %s on a page with a plain 405', async (method) => {
    const answer = await send(method, '/intl/en');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.body).toBe('Method Not Allowed');
  });

  it.each(['TRACE', 'PROPFIND'])('answers %s on the API with 405 in the envelope', async (method) => {
    const answer = await send(method, '/api/v1_1/common/vc');
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toMatchObject({ code: -1, msg: 'params error' });
  });

  it('answers 400 to an asset path that does not decode', async () => {
    expect((await send('GET', '/_next/static/%')).status).toBe(400);
  });

  it.each([
    ['GET', '/intl/en/%zz'], // pages get the localized 404 from proxy.ts
    ['POST', '/intl/en'],
    ['DELETE', '/api/v1_1/common/vc'],
    ['OPTIONS', '/api/v1_1/common/vc'],
    ['GET', '/_next/static/chunks/a.js'],
  ])('lets %s %s through', async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('reached the app');
  });
});

describe('the client address', () => {
  const trusted = trustedProxies('10.0.0.2, ::1, 127.0.0.1');

  it('is the peer when the peer is not one of our proxies, whatever the client wrote', () => {
    expect(trustedClientAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
    expect(trustedClientAddress('::ffff:203.0.113.7', undefined, trusted)).toBe('203.0.113.7');
  });

  it('is the first hop our proxies did not add, read from the right', () => {
    expect(trustedClientAddress('10.0.0.2', '198.51.100.9, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(trustedClientAddress('127.0.0.1', '203.0.113.7, 10.0.0.2', trusted)).toBe('203.0.113.7');
  });

  it('is the peer itself when every hop is ours', () => {
    expect(trustedClientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
  });

  it('is rewritten into X-Forwarded-For before the app reads it', async () => {
    const seen = await new Promise<string | undefined>((resolve, reject) => {
      const probe = http.createServer((request, response) => {
        resolve([request.headers['x-forwarded-for']].flat().join(','));
        response.end();
      });
      probe.listen(0, '127.0.0.1', () => {
        const { port: probePort } = probe.address() as AddressInfo;
        http
          .request({ host: '127.0.0.1', port: probePort, headers: { 'x-forwarded-for': '6.6.6.6' } }, (r) => {
            r.resume();
            r.on('end', () => probe.close());
          })
          .on('error', reject)
          .end();
      });
    });
    // No TRUSTED_PROXIES in this process: the peer (127.0.0.1) is the client, not what it wrote.
    expect(seen).toBe('127.0.0.1');
  });

  it('drops the forwarded scheme and host a client wrote itself (no Secure cookie on plain http)', async () => {
    const seen = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const probe = http.createServer((request, response) => {
        resolve(request.headers);
        response.end();
      });
      probe.listen(0, '127.0.0.1', () => {
        const { port: probePort } = probe.address() as AddressInfo;
        const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
        http
          .request({ host: '127.0.0.1', port: probePort, headers }, (r) => {
            r.resume();
            r.on('end', () => probe.close());
          })
          .on('error', reject)
          .end();
      });
    });
    expect(seen['x-forwarded-proto']).toBeUndefined();
    expect(seen['x-forwarded-host']).toBeUndefined();
  });

  it('believes forwarded headers only from a peer that is one of our proxies', () => {
    expect(isTrustedPeer('::ffff:10.0.0.2', trusted)).toBe(true);
    expect(isTrustedPeer('203.0.113.7', trusted)).toBe(false);
    expect(isTrustedPeer(undefined, trusted)).toBe(false);
  });
});
