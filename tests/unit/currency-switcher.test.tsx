import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currencyOption } from '@/components/layout/currency-option';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { builtinGlobalConfig } from '@/lib/api/global-config';
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
});
