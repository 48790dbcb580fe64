// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
