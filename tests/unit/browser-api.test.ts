import { http, HttpResponse } from 'msw';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { lazyBrowserApi } from '@/lib/site/api/lazy-browser';
import { server, setupMswServer } from '../msw/server';

setupMswServer();

beforeEach(() => {
  window.localStorage.clear();
});

describe('the browser API (loaded with its first call)', () => {
  it('reads the global config from the API and keeps it for its expiresMin', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1_1/common/get_global_config', () => {
        calls += 1;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { ...builtinGlobalConfig(), expiresMin: 10 },
        });
      }),
    );
    const api = lazyBrowserApi({ commonParams: () => ({}) });
    const config = await api.getGlobalConfig();
    expect(config.currency).toHaveLength(34);
    await api.getGlobalConfig();
    expect(calls).toBe(1);
  });

  it('falls back to the built-in config when the API fails', async () => {
    server.use(http.get('*/api/v1_1/common/get_global_config', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = await lazyBrowserApi({ commonParams: () => ({}) }).getGlobalConfig();
    expect(config.storeInfo.LAX01?.value).toBe('LAX01');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
