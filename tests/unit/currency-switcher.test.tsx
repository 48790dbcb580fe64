import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currencyOption } from '@/components/layout/currency-option';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import type { Lang } from '@/lib/i18n/locales';
import { renderWithProviders } from './render';

const options = (lang: Lang) =>
  builtinGlobalConfig().currency.map((currency) => currencyOption(currency, lang));

beforeEach(() => {
  document.cookie = 'currency=; max-age=0; path=/';
});

describe('CurrencySwitcher', () => {
  it('offers all 34 currencies of the global config, named in the page language', () => {
    renderWithProviders(<CurrencySwitcher currencies={options('zh')} />, { lang: 'zh' });
    const select = screen.getByRole('combobox', { name: '币种' });
    expect(select.querySelectorAll('option')).toHaveLength(34);
    expect(select).toHaveValue('CNY'); // spec §9: CNY by default for Simplified Chinese
    expect(screen.getByRole('option', { name: /^THB .*泰铢/ })).toBeInTheDocument();
  });

  it('keeps the choice in a cookie so the next page renders in it', async () => {
    renderWithProviders(<CurrencySwitcher currencies={options('en')} />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(select, 'NZD');
    expect(select).toHaveValue('NZD');
    expect(document.cookie).toContain('currency=NZD');
  });

  it('shows its whole choice: code and sign in the bar, the full name in the options', async () => {
    renderWithProviders(<CurrencySwitcher currencies={options('en')} />);
    const face = screen.getByTestId('currency-face');
    expect(face).toHaveTextContent(/^USD US\$$/);
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('option', { name: 'EUR € · Euro' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'THB');
    expect(face).toHaveTextContent(/^THB ฿$/);
  });

  it('shows the full name and a visible label where there is room (the phone menu)', () => {
    renderWithProviders(<CurrencySwitcher currencies={options('th')} labelled />, { lang: 'th' });
    expect(screen.getByText('สกุลเงิน')).toBeVisible();
    expect(screen.getByTestId('currency-face').textContent).toMatch(/^USD US\$ · /);
  });
});
