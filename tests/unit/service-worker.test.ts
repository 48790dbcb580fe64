// @vitest-environment node
import { readFileSync } from 'node:fs';

/**
 * public/sw.js runs in a fake worker scope: an in-memory CacheStorage and a mocked network, so the
 * caching rules (cache-first assets, network-first pages with an offline page, never /api/) are
 * checked without a browser.
 */
const ORIGIN = 'https://rent.example';
const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function fakeCaches(fetchFn: (request: Request) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: Request | string) =>
        store.get(new URL(String(typeof request === 'string' ? request : request.url), ORIGIN).href)?.clone(),
      put: async (request: Request | string, response: Response) => {
        store.set(new URL(typeof request === 'string' ? request : request.url, ORIGIN).href, response);
      },
      add: async (request: Request) => {
        store.set(request.url, await fetchFn(request));
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(request.url),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (url: string, options?: { cacheName?: string }) =>
      options?.cacheName ? (await open(options.cacheName)).match(url) : undefined,
  };
}

let network: (request: Request) => Promise<Response>;

function loadWorker() {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
    registration: { navigationPreload: null },
  };
  const fetchMock = vi.fn((request: Request) => network(request));
  const caches = fakeCaches(fetchMock);
  // In a worker, relative URLs resolve against its own location.
  class WorkerRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
    }
  }
  new Function('self', 'caches', 'fetch', 'Request', source)(self, caches, fetchMock, WorkerRequest);

  const extend = async (type: string, event: Record<string, unknown> = {}) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  /** The worker's answer, or undefined when it leaves the request to the browser. */
  const request = async (url: string, init: RequestInit & { mode?: 'navigate' } = {}) => {
    let answer: Promise<Response> | undefined;
    const { mode, ...rest } = init;
    const req = new Request(new URL(url, ORIGIN), rest);
    if (mode) Object.defineProperty(req, 'mode', { value: mode });
    listeners.get('fetch')!({
      request: req,
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<Response>) => (answer = promise),
    });
    return answer;
  };
  return { self, caches, fetchMock, extend, request };
}

const ok = (body: string, type = 'text/plain') =>
  Object.defineProperty(new Response(body, { headers: { 'Content-Type': type } }), 'type', {
    value: 'basic',
  });

beforeEach(() => {
  network = async (request) => ok(`network:${new URL(request.url).pathname}`);
});

describe('public/sw.js', () => {
  it('caches the offline page on install and takes over at once', async () => {
    const worker = loadWorker();
    await worker.extend('install');
    expect(worker.fetchMock).toHaveBeenCalledWith(expect.objectContaining({ url: `${ORIGIN}/offline.html` }));
    expect([...worker.caches.stores.keys()]).toEqual(['rentcar-offline-v1']);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
  });

  it('drops caches of older versions on activate and claims open pages', async () => {
    const worker = loadWorker();
    await worker.caches.open('rentcar-static-v0');
    await worker.caches.open('rentcar-static-v1');
    await worker.caches.open('someone-else');
    await worker.extend('activate');
    expect([...worker.caches.stores.keys()].sort()).toEqual(['rentcar-static-v1', 'someone-else']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('serves build assets, car images and fonts cache-first', async () => {
    const worker = loadWorker();
    for (const path of ['/_next/static/chunks/app.js', '/cars/LAX01/camry.webp', '/fonts/thai.woff2']) {
      expect(await (await worker.request(path))!.text()).toBe(`network:${path}`);
      network = async () => {
        throw new TypeError('offline');
      };
      expect(await (await worker.request(path))!.text()).toBe(`network:${path}`);
      network = async (request) => ok(`network:${new URL(request.url).pathname}`);
    }
  });

  it('never handles the API, other methods or other origins', async () => {
    const worker = loadWorker();
    expect(await worker.request('/api/v1_1/common/get_global_config')).toBeUndefined();
    expect(await worker.request('/api/v1_1/order/create', { method: 'POST', body: 'a=1' })).toBeUndefined();
    expect(await worker.request('https://cdn.example/lib.js')).toBeUndefined();
    expect(await worker.request('/intl/en/book.json')).toBeUndefined();
  });

  it('loads pages from the network and shows the offline page without one', async () => {
    const worker = loadWorker();
    await worker.extend('install');
    network = async (request) => ok(`page:${new URL(request.url).pathname}`, 'text/html');
    const online = await worker.request('/intl/en/book', { mode: 'navigate' });
    expect(await online!.text()).toBe('page:/intl/en/book');

    network = async () => {
      throw new TypeError('Failed to fetch');
    };
    const offline = await worker.request('/intl/en/order', { mode: 'navigate' });
    expect(await offline!.text()).toBe('network:/offline.html');
    // Pages are not cached: the earlier page is not served back.
    const again = await worker.request('/intl/en/book', { mode: 'navigate' });
    expect(await again!.text()).toBe('network:/offline.html');
  });
});
