import { serverApiFor } from '@/lib/site/api/server';

// The server transport with the in-process API replaced by a counter of the requests it receives.
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
const received = vi.fn<(request: Request) => Promise<Response>>();
vi.mock('@/server', () => ({ getApp: async () => ({ fetch: (request: Request) => received(request) }) }));

const envelope = (code: number, data: unknown) =>
  new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'system error', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const notices = () => envelope(200, { ad_data: [] });

beforeEach(() => {
  received.mockReset();
  received.mockImplementation(async () => notices());
});
afterEach(() => vi.useRealTimers());

describe('the server transport keeps public reference answers a minute', () => {
  it("reads a store's notices once for concurrent calls and again for another store or language", async () => {
    const english = serverApiFor('en');
    await Promise.all([
      english.get('/common/addata', { id: 'LAX01' }),
      english.get('/common/addata', { id: 'LAX01' }),
    ]);
    await english.get('/common/addata', { id: 'LAX01' });
    expect(received).toHaveBeenCalledTimes(1);
    await english.get('/common/addata', { id: 'SFO01' });
    await serverApiFor('th').get('/common/addata', { id: 'LAX01' });
    expect(received).toHaveBeenCalledTimes(3);
    expect(new URL(received.mock.calls[2]![0].url).searchParams.get('locale')).toBe('th_TH');
  });

  it('reads the banners again once the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    received.mockImplementation(async () => envelope(200, { list: [] }));
    const api = serverApiFor('en');
    await api.get('/common/banners', { store: 'HNL01', drop_store: 'HNL01' });
    vi.advanceTimersByTime(59_999);
    await api.get('/common/banners', { store: 'HNL01', drop_store: 'HNL01' });
    expect(received).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await api.get('/common/banners', { store: 'HNL01', drop_store: 'HNL01' });
    expect(received).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read', async () => {
    received.mockImplementationOnce(async () => envelope(500, null));
    const api = serverApiFor('en');
    await expect(api.get('/common/addata', { id: 'BKK01' })).rejects.toThrow();
    await expect(api.get('/common/addata', { id: 'BKK01' })).resolves.toEqual({ ad_data: [] });
    expect(received).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing else: every other read reaches the API', async () => {
    received.mockImplementation(async () => envelope(200, { key: 'news', items: [] }));
    const api = serverApiFor('en');
    await api.get('/cms/list', { key: 'news' });
    await api.get('/cms/list', { key: 'news' });
    expect(received).toHaveBeenCalledTimes(2);
  });
});
