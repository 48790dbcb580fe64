import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { currencyOption } from '@/components/layout/currency-option';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ModalEntry } from '@/components/layout/modal-entry';
import { PhoneMenu } from '@/components/layout/phone-menu';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import type { Lang } from '@/lib/i18n/locales';
import { navigation, resetNavigation } from './mocks/navigation';
import { renderWithProviders } from './render';

vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);

const currencies = (lang: Lang) =>
  builtinGlobalConfig().currency.map((currency) => currencyOption(currency, lang));

/** The header's phone menu as site-header.tsx fills it (the links stand in for HeaderNav). */
const menu = (lang: Lang = 'en') => (
  <>
    <LoginFlag />
    <PhoneMenu>
      <nav aria-label="Main">
        <a href="#book">Book a car</a>
        <ModalEntry name="login">Log in / Sign up</ModalEntry>
      </nav>
      <LanguageSwitcher current={lang} variant="list" />
      <CurrencySwitcher currencies={currencies(lang)} labelled />
    </PhoneMenu>
  </>
);

/** Whether the login dialog's store flag is up (the dialog itself is the layout's). */
function LoginFlag() {
  const open = useSiteStore((state) => state.ui.modals.login);
  return <p>{open ? 'login open' : 'login closed'}</p>;
}

beforeEach(() => resetNavigation());

/**
 * Taps the menu button and waits for the dialog: its code (react-aria's overlays) loads on the first
 * tap, which on a busy machine can take a while, so the wait is for the dialog itself.
 */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name = 'Menu') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name }, { timeout: 30_000 });
}

describe('PhoneMenu', () => {
  it('opens a labelled dialog holding the links, every language and the currency', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const languages = within(dialog).getByRole('region', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'ไทย', '简体中文', '繁體中文']);
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu());
    const button = screen.getByRole('button', { name: 'Menu' });
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // react-aria gives the focus back on the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps the focus inside while open', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu());
    const dialog = await openMenu(user);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when a link is followed or another dialog is opened from it', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu());
    await openMenu(user);
    await user.click(screen.getByRole('link', { name: 'Book a car' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await openMenu(user);
    expect(screen.getByText('login closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    // Opened once the menu is gone, so the menu never hides the login dialog.
    expect(screen.getByText('login open')).toBeInTheDocument();
  });

  it('closes when the page changes under it (a client navigation)', async () => {
    const user = userEvent.setup();
    const links: { navigate?: () => void } = {};
    function Page() {
      const [, setPath] = useState(navigation.pathname);
      useEffect(() => {
        links.navigate = () => {
          navigation.pathname = '/intl/en/book';
          setPath(navigation.pathname);
        };
      }, []);
      return menu();
    }
    renderWithProviders(<Page />);
    await openMenu(user);
    act(() => links.navigate!());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    const user = userEvent.setup();
    renderWithProviders(menu('th'), { lang: 'th' });
    await openMenu(user, 'เมนู');
    expect(screen.getByRole('button', { name: 'ปิดเมนู' })).toBeInTheDocument();
  });
});
