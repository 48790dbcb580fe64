import { testClient } from './client';
import { openTestDatabase, useApiDatabase } from './databases';

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
};

describe('the OpenAPI document', () => {
  const { client } = useApiDatabase('pglite', { seed: false });
  let document: OpenApiDocument;
  let served: string[];

  beforeAll(async () => {
    const { app } = client;
    document = (await (await app.request('/api/v1_1/doc')).json()) as OpenApiDocument;
    // Every handler the API registers (middleware is registered as ALL), in OpenAPI's path style.
    // The sandbox pre-authorisation provider's own page (HTML and a redirect, standing in for
    // Alipay's site) is served beside the API but is not part of it.
    served = [
      ...new Set(
        app.routes
          .filter((route) => route.method !== 'ALL' && !route.path.endsWith('/doc'))
          .filter((route) => !route.path.includes('/payment/alipay/sandbox/'))
          .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
      ),
    ].sort();
  });

  it('documents every endpoint the API serves, and only those', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(served).toContain('get /api/v1_1/common/get_global_config');
    expect(documented.sort()).toEqual(served);
  });

  it('gives every endpoint its request and response schemas', () => {
    for (const entry of served) {
      const [method, path] = entry.split(' ') as [string, string];
      const operation = document.paths[path]![method]!;
      expect(operation.parameters?.length ?? 0, entry).toBeGreaterThan(0);
      if (method === 'post') expect(operation.requestBody, entry).toBeDefined();
      const answer = operation.responses['200'] as { content?: Record<string, unknown> };
      // The envelope, except a file to keep (the voucher, the campaign report's CSV): a documented non-JSON body.
      if (answer.content?.['application/json']) expect(JSON.stringify(answer), entry).toContain('"data"');
      else expect([['text/html'], ['text/csv']], entry).toContainEqual(Object.keys(answer.content ?? {}));
      expect(operation.responses['400'], entry).toBeDefined();
    }
  });
});

describe('an unexpected failure', () => {
  it("answers 500 'unknown system error, try later' and logs it with the request id", async () => {
    const handle = await openTestDatabase('pglite', { seed: false });
    await handle.close(); // every query now fails in a way no route expects
    const errors: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      errors.push(String(line));
      return true;
    });
    try {
      const { status, body } = await testClient(handle.db).get('/common/get_global_config', {
        'X-Request-Id': 'req-broken-0001',
      });
      expect(status).toBe(500);
      expect(body).toEqual({ code: 500, msg: 'unknown system error, try later', data: null });
      expect(errors.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'unhandled error', requestId: 'req-broken-0001' }),
      );
    } finally {
      spy.mockRestore();
    }
  });
});
