import { screen } from '@testing-library/react';
import { PaymentInfoUnavailable } from '@/features/payment/components/payment-info-unavailable';
import { orderDetailHref } from '@/features/orders/routes';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const TRADE_NO = '2026120112345678';

// The payment status page shows it when the payment cannot be read, with the order page's link
// (app/[region]/[lang]/payment/status/[tradeNo]/page.tsx composes the two features).
describe('the payment information that could not be read (spec §8)', () => {
  it.each([
    ['en', en, `/intl/en/order/${TRADE_NO}`],
    ['zh', zh, `/cn/zh/order/${TRADE_NO}`],
  ] as const)('asks in %s whether to go to the order page, and links to it', (lang, words, href) => {
    renderWithProviders(<PaymentInfoUnavailable orderHref={orderDetailHref(TRADE_NO)} />, { lang });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.errors.other.payment_info);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(words.cardPayment.result.goToOrder);
    expect(links[0]).toHaveAttribute('href', href);
  });
});
