import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyRefresh } from '@/components/currency-refresh';
import { currencyOption } from '@/components/layout/currency-option';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { Money, moneyText } from '@/components/money';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { toMoney } from '@/lib/site/booking-flow/money';
import { renderWithProviders } from './render';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('@/lib/site/i18n/navigation', () => ({ useRouter: () => router }));

const inYuan = toMoney({
  payment_amount: 2356.72,
  payment_currency: 'CNY',
  local_amount: 331,
  local_currency: 'USD',
});
const inDollars = { amount: 331, currency: 'USD', localAmount: 331, localCurrency: 'USD' };

describe('Money', () => {
  it('shows one amount when the traveller pays in the store currency', () => {
    const { container } = renderWithProviders(<Money value={inDollars} />);
    expect(container).toHaveTextContent(/^US\$331\.00$/);
  });

  it("puts the store's amount in brackets beside the payment amount", () => {
    const { container } = renderWithProviders(<Money value={inYuan} layout="stacked" />, { lang: 'zh' });
    expect(container).toHaveTextContent(/^¥2,356\.72 \(US\$331\.00\)$/);
  });

  it("words the store's amount when a label is given (the car list)", () => {
    renderWithProviders(
      <Money value={inYuan} emphasis localLabel={(amount) => `${amount} in the store's currency`} />,
    );
    expect(screen.getByText("US$331.00 in the store's currency")).toBeInTheDocument();
    expect(screen.queryByText(/\(US\$331\.00\)/)).not.toBeInTheDocument();
  });

  it('writes the same for a sentence', () => {
    expect(moneyText(inYuan, 'zh')).toBe('¥2,356.72 (US$331.00)');
    expect(moneyText(inDollars, 'en')).toBe('US$331.00');
  });
});

describe('CurrencyRefresh', () => {
  beforeEach(() => {
    router.refresh.mockClear();
    document.cookie = 'currency=; max-age=0; path=/';
  });

  it('renders the page again when the visitor picks another currency, not before', async () => {
    const currencies = builtinGlobalConfig().currency.map((currency) => currencyOption(currency, 'en'));
    renderWithProviders(
      <>
        <CurrencySwitcher currencies={currencies} />
        <CurrencyRefresh renderedWith="USD" />
      </>,
    );
    expect(router.refresh).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'NZD');
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("does not render again when the store takes the cookie's currency, the one the page was priced in", async () => {
    document.cookie = 'currency=JPY; path=/';
    const currencies = builtinGlobalConfig().currency.map((currency) => currencyOption(currency, 'en'));
    renderWithProviders(
      <>
        <CurrencySwitcher currencies={currencies} />
        <CurrencyRefresh renderedWith="JPY" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('currency-face')).toHaveTextContent('JPY'));
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
