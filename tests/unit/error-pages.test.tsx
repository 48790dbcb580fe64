import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import SiteError from '@/app/[region]/[lang]/error';
import NotFound from '@/app/[region]/[lang]/not-found';
import GlobalError from '@/app/global-error';
import { NotFoundDocument, type NotFoundTexts } from '@/app/not-found-document';
import { API_CODES } from '@/lib/api/contract/envelope';
import { fromEnvelope } from '@/lib/site/api/errors';
import { CHUNK_RELOAD_KEY } from '@/lib/site/behaviours/chunk-reload';
import { renderWithProviders } from './render';
import { navigation } from './mocks/navigation';
import { createTranslator } from 'next-intl';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant };

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

describe('the error page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the default system error with status 500, a retry and a way home', async () => {
    const retry = vi.fn();
    renderWithProviders(<SiteError error={new Error('secret server detail')} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Unknown system error, please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.queryByText(/secret server detail/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/intl/en');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('uses the Thai default text on Thai pages', () => {
    renderWithProviders(<SiteError error={new Error('x')} retry={() => {}} />, { lang: 'th' });
    expect(screen.getByText('ขออภัย ระบบเกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งในภายหลัง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่อีกครั้ง' })).toBeInTheDocument();
  });

  it('shows a catalogue message, a carried status and the digest for the server logs', () => {
    const error = Object.assign(fromEnvelope(API_CODES.price_changed, 'price changed', null), {
      status: 409,
      digest: 'abc123',
    });
    renderWithProviders(<SiteError error={error} retry={() => {}} />, { lang: 'zh' });
    expect(screen.getByText('价格已变动，请重新搜索')).toBeInTheDocument();
    expect(screen.getByText('错误代码409')).toBeInTheDocument();
    expect(screen.getByText('错误编号：abc123')).toBeInTheDocument();
  });

  it('reloads the page for a failed chunk load', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    renderWithProviders(<SiteError error={error} retry={() => {}} />);
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});

describe('the not-found page', () => {
  it('says the page could not be found, shows 404 and links home, in the page language', () => {
    renderWithProviders(<NotFound />, { lang: 'zh-hant' });
    expect(screen.getByRole('heading', { level: 1, name: '抱歉，找不到此頁面' })).toBeInTheDocument();
    expect(screen.getByText('錯誤代碼404')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首頁' })).toHaveAttribute('href', '/cn/zh-hant');
  });

  it('in English uses the text of spec §2', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});

describe('pages outside the site layout', () => {
  // The texts app/not-found.tsx reads from the message files for each language.
  const texts = Object.fromEntries(
    LANGS.map((lang) => {
      const t = createTranslator({ locale: lang, messages: MESSAGES[lang] });
      return [
        lang,
        {
          title: t('errors.page.not_found'),
          siteName: t('meta.siteName'),
          status: t('errorPage.status', { status: 404 }),
          hint: t('errorPage.notFoundHint'),
          home: t('errorPage.home'),
        },
      ];
    }),
  ) as Record<Lang, NotFoundTexts>;

  it.each([
    ['/intl/th/nope', 'th-TH', 'ไม่พบหน้าที่คุณต้องการ', '/intl/th'],
    ['/cn/zh-hant/_/not-found/_', 'zh-HK', '抱歉，找不到此頁面', '/cn/zh-hant'],
  ])('the root 404 at %s speaks the address language, with its own title', (pathname, tag, title, home) => {
    navigation.pathname = pathname;
    const html = renderToStaticMarkup(<NotFoundDocument texts={texts} />);
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain(`<title>${title} · Rentcar Go</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`href="${home}"`);
    expect(html).not.toContain('This page could not be found');
  });

  it('the root 404 outside a prefix speaks all four languages with a home link for each', () => {
    navigation.pathname = '/_next/static/nope';
    const html = renderToStaticMarkup(<NotFoundDocument texts={texts} />);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('This page could not be found');
    expect(html).toContain('ไม่พบหน้าที่คุณต้องการ');
    expect(html).toContain('抱歉，找不到该页面');
    expect(html).toContain('抱歉，找不到此頁面');
    for (const home of ['/intl/en', '/intl/th', '/cn/zh', '/cn/zh-hant'])
      expect(html).toContain(`href="${home}"`);
  });

  it('global-error has its own document, the four default texts and status 500', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('x')} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('500');
    expect(html).toContain('Unknown system error, please try again later.');
    expect(html).toContain('ขออภัย ระบบเกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งในภายหลัง');
    expect(html).toContain('系统未知错误，请稍后再试');
    expect(html).toContain('系統發生未知錯誤，請稍後再試');
    expect(html).toContain('Try again');
  });
});
