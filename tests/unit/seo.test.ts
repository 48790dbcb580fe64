// @vitest-environment node
import type * as EnvModule from '@/lib/env';

const request = vi.hoisted(() => ({ headers: new Headers() }));
const variables = vi.hoisted(() => ({ SITE_URL: undefined as string | undefined }));
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return {
    ...actual,
    serverEnv: () => actual.parseServerEnv(variables),
    siteUrlConfigured: () => (variables.SITE_URL ?? '') !== '',
  };
});

const { siteOrigin, alternates } = await import('@/lib/site/seo');

describe('siteOrigin', () => {
  beforeEach(() => {
    request.headers = new Headers();
    variables.SITE_URL = undefined;
  });

  it('is the configured site when SITE_URL is set, whatever the request says', async () => {
    variables.SITE_URL = 'https://www.example.com/some/path';
    request.headers = new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(await siteOrigin()).toBe('https://www.example.com');
  });

  it("without SITE_URL (development) follows the request's host, https when the proxy says so", async () => {
    request.headers = new Headers({ host: '192.168.1.20:3000' });
    expect(await siteOrigin()).toBe('http://192.168.1.20:3000');
    request.headers = new Headers({
      host: 'internal:3000',
      'x-forwarded-host': 'Shop.Example.com',
      'x-forwarded-proto': 'https',
    });
    expect(await siteOrigin()).toBe('https://shop.example.com');
  });

  it('never echoes a host that is not a plain name or address', async () => {
    request.headers = new Headers({ host: 'evil.example/<script>' });
    expect(await siteOrigin()).toBe('http://localhost:3000');
  });

  it('gives each page its alternates in the four languages, and x-default', () => {
    expect(alternates('th', '/about_us')).toEqual({
      canonical: '/intl/th/about_us',
      languages: {
        'en-US': '/intl/en/about_us',
        'th-TH': '/intl/th/about_us',
        'zh-CN': '/cn/zh/about_us',
        'zh-HK': '/cn/zh-hant/about_us',
        'x-default': '/intl/en/about_us',
      },
    });
  });
});
