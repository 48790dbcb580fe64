import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CnEnglishPrompt } from '@/components/behaviours/cn-english-prompt';
import { isChineseLanguage, shouldAskForEnglish } from '@/lib/behaviours/cn-english-prompt';
import { COOKIES } from '@/lib/store/cookies';
import { navigation, resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

describe('shouldAskForEnglish', () => {
  const base = { region: 'cn', languages: ['en-US', 'en'], cookieHeader: '', cookieName: 'cn_en_prompt' };

  it('asks a China-site visitor whose browser prefers a language other than Chinese', () => {
    expect(shouldAskForEnglish(base)).toBe(true);
    expect(shouldAskForEnglish({ ...base, languages: ['th-TH', 'zh-CN'] })).toBe(true);
  });

  it('does not ask on the international site, a Chinese browser, or once answered', () => {
    expect(shouldAskForEnglish({ ...base, region: 'intl' })).toBe(false);
    expect(shouldAskForEnglish({ ...base, languages: ['zh-CN', 'en'] })).toBe(false);
    expect(shouldAskForEnglish({ ...base, languages: ['zh-Hant-HK'] })).toBe(false);
    expect(shouldAskForEnglish({ ...base, cookieHeader: 'a=1; cn_en_prompt=stay' })).toBe(false);
    expect(shouldAskForEnglish({ ...base, languages: [] })).toBe(false);
  });

  it('knows Chinese tags in any spelling', () => {
    expect(['zh', 'ZH-cn', 'zh_TW', 'zh-Hans'].every(isChineseLanguage)).toBe(true);
    expect(['zu', 'en-ZH', '', undefined].some(isChineseLanguage)).toBe(false);
  });
});

describe('<CnEnglishPrompt />', () => {
  const assign = vi.fn();
  const original = window.location;

  beforeEach(() => {
    resetNavigation();
    navigation.params.region = 'cn';
    assign.mockReset();
    document.cookie = `${COOKIES.cnPrompt}=; max-age=0; path=/`;
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, pathname: '/cn/zh/book/LAX01', search: '?age=30', hash: '', assign },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    vi.restoreAllMocks();
  });

  it('asks in English and in the page language; Confirm opens the same page in English', async () => {
    renderWithProviders(<CnEnglishPrompt />, { lang: 'zh' });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Would you like to switch to English Version?',
    });
    expect(dialog).toHaveTextContent('是否切换到英文版？');
    await userEvent.click(screen.getByRole('button', { name: '确认 · Confirm' }));
    expect(assign).toHaveBeenCalledWith('/intl/en/book/LAX01?age=30');
    expect(document.cookie).toContain(`${COOKIES.cnPrompt}=en`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('remembers Cancel for a year and does not ask again', async () => {
    const first = renderWithProviders(<CnEnglishPrompt />, { lang: 'zh-hant' });
    await userEvent.click(await screen.findByRole('button', { name: '取消 · Cancel' }));
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`${COOKIES.cnPrompt}=stay`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    first.unmount();

    renderWithProviders(<CnEnglishPrompt />, { lang: 'zh-hant' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats Escape as Cancel', async () => {
    renderWithProviders(<CnEnglishPrompt />, { lang: 'zh' });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.cookie).toContain(`${COOKIES.cnPrompt}=stay`);
  });

  it('stays silent for a Chinese browser and on the international site', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    const view = renderWithProviders(<CnEnglishPrompt />, { lang: 'zh' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    view.unmount();

    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    navigation.params.region = 'intl';
    renderWithProviders(<CnEnglishPrompt />, { lang: 'en' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
