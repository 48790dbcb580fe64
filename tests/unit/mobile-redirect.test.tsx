import { render, screen } from '@testing-library/react';
import { MOBILE_REDIRECT_DELAY_MS, MobileRedirect } from '@/components/layout/mobile-redirect';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('MobileRedirect', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    assign.mockClear();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/cn/zh-hant/book/LAX01',
      search: '?age=30',
      host: 'www.example.com',
      assign,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const userAgent = (value: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);

  it('sends a phone to the same page of the mobile site after 1 s, and says so', () => {
    userAgent(IPHONE);
    render(<MobileRedirect mobileSite="https://m.example.com" notice="Opening the mobile site" />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the mobile site');
    vi.advanceTimersByTime(MOBILE_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('https://m.example.com/cn/zh-hant/book/LAX01?age=30');
  });

  it('leaves a desktop browser, and a phone already on the mobile site, where they are', () => {
    userAgent(DESKTOP);
    const { unmount } = render(<MobileRedirect mobileSite="https://m.example.com" notice="Opening" />);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    userAgent(IPHONE);
    render(<MobileRedirect mobileSite="https://www.example.com" />);
    vi.advanceTimersByTime(MOBILE_REDIRECT_DELAY_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a setting that is not an http(s) address', () => {
    userAgent(IPHONE);
    render(<MobileRedirect mobileSite="javascript:alert(1)" />);
    vi.advanceTimersByTime(MOBILE_REDIRECT_DELAY_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });
});
