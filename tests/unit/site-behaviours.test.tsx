import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ServiceWorker } from '@/components/behaviours/service-worker';
import { SiteBehaviours } from '@/components/behaviours/site-behaviours';
import en from '@/messages/en.json';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

describe('<ServiceWorker />', () => {
  const register = vi.fn(async () => ({}));
  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
  });
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  });

  it('registers /sw.js with root scope when enabled', () => {
    render(<ServiceWorker enabled />);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing when disabled (outside production)', () => {
    render(<ServiceWorker enabled={false} />);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('<SiteBehaviours />', () => {
  it('renders nothing visible on an ordinary page', () => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <SiteBehaviours serviceWorker={false} />
      </NextIntlClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
