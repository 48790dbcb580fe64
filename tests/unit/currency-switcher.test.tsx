import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { server, setupMswServer } from '../msw/server';
import { renderWithProviders } from './render';

setupMswServer();

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'currency=; max-age=0; path=/';
});

describe('CurrencySwitcher', () => {
  it('offers all 34 currencies from the global config, named in the page language', async () => {
    renderWithProviders(<CurrencySwitcher />, { lang: 'zh' });
    const select = screen.getByRole('combobox', { name: '币种' });
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(34));
    expect(select).toHaveValue('CNY'); // spec §9: CNY by default for Simplified Chinese
    expect(screen.getByRole('option', { name: /^THB .*泰铢/ })).toBeInTheDocument();
  });

  it('keeps the choice in a cookie so the next page renders in it', async () => {
    renderWithProviders(<CurrencySwitcher />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'NZD');
    expect(select).toHaveValue('NZD');
    expect(document.cookie).toContain('currency=NZD');
  });

  it('falls back to the built-in config when the API fails', async () => {
    server.use(http.get('*/api/v1_1/common/get_global_config', () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<CurrencySwitcher />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(34));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
