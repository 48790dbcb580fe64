import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardForm } from '@/features/payment/components/card-form';
import { PaymentFailed } from '@/features/payment/components/payment-failed';
import { OrderNumber } from '@/features/order-result/components/order-number';
import { holdDeadlineText } from '@/features/order-result/components/hold-deadline';
import { toOrderSummary } from '@/features/order-result/to-site';
import { ACCEPTED_BRAND_NAMES } from '@/lib/payment/card-brand';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { createTranslator } from 'use-intl/core';
import { makeOrder } from '../fixtures/order';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

const LAZY = { timeout: 15_000 };
const LANGS = [
  ['en', en],
  ['th', th],
  ['zh', zh],
  ['zh-hant', zhHant],
] as const;

const lastYear = () => String((new Date().getFullYear() - 1) % 100).padStart(2, '0');

describe.each(LANGS)('the card form in %s', (lang, messages) => {
  const t = messages.cardPayment;
  const amount = { amount: 100_00, currency: 'USD', localAmount: 100_00, localCurrency: 'USD' };

  it('says an expired card has expired, a card of another brand which brands we take, a name in another script that Latin letters are needed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardForm tradeNo="202606100001" amount={amount} />, { lang: lang as Lang });
    const form = screen.getByRole('region', { name: t.title });
    // American Express: a valid number card-validator reads, of a brand we do not take.
    await user.type(within(form).getByLabelText(t.labels.card_number), '378282246310005');
    await user.type(within(form).getByLabelText(t.labels.expiry), `12${lastYear()}`);
    await user.type(within(form).getByLabelText(t.labels.cvv), '123');
    await user.type(within(form).getByLabelText(t.labels.holder_name), '张伟');
    await user.click(within(form).getByRole('button', { name: /\d/ }));
    const number = within(form).getByLabelText(t.labels.card_number);
    await vi.waitFor(() => expect(number).toHaveAccessibleDescription(messages.errors.form.card_brand), LAZY);
    expect(within(form).getByLabelText(t.labels.expiry)).toHaveAccessibleDescription(
      messages.errors.form.card_expired,
    );
    expect(within(form).getByLabelText(t.labels.holder_name)).toHaveAccessibleDescription(
      messages.errors.form.latin_letters,
    );
  });

  it('names in its refusal exactly the brands the card rule takes, as the form says it takes them', () => {
    for (const brand of ACCEPTED_BRAND_NAMES) {
      expect(messages.errors.form.card_brand).toContain(brand);
      expect(t.accepted).toContain(brand);
    }
  });

  it('says in the name labels that Latin letters are needed', () => {
    const hint = { en: '(in Latin letters)', th: '(ภาษาอังกฤษ)', zh: '（拼音）', 'zh-hant': '（英文）' }[lang];
    expect(t.labels.holder_name).toContain(hint);
    expect(messages.booking.labels.given_name).toContain(hint);
    expect(messages.booking.labels.sur_name).toContain(hint);
  });
});

describe.each(LANGS)('a declined payment in %s', (lang, messages) => {
  it('names the order number and the time the car is held until, on the store clock with its zone', () => {
    const order = toOrderSummary(
      makeOrder({ store: 'BKK01', payMethod: 'FULL_PREPAID', createdAt: '2026-06-10T03:00:00.000Z' }),
    );
    const words = createTranslator({ locale: lang, messages, namespace: 'bookingResult.payment' });
    const heldUntil = holdDeadlineText(words, lang as Lang, order);
    renderWithProviders(
      <PaymentFailed
        tradeNo={order.tradeNo}
        code="3020"
        heldUntil={heldUntil}
        orderNumber={<OrderNumber tradeNo={order.tradeNo} />}
      />,
      { lang: lang as Lang },
    );
    expect(screen.getByText(order.tradeNo)).toBeVisible();
    expect(screen.getByText(messages.bookingResult.orderNumber)).toBeVisible();
    // 03:30 UTC is 10:30 in Bangkok; the zone is the store's city.
    const city = { en: 'Bangkok', th: 'กรุงเทพฯ', zh: '曼谷', 'zh-hant': '曼谷' }[lang];
    expect(heldUntil).toContain(city);
    expect(heldUntil).toMatch(/10:30|10.30/);
    expect(screen.getByText((text) => text.includes(heldUntil))).toBeVisible();
    expect(document.body.textContent).not.toMatch(
      /shown on the payment page|แสดงในหน้าชำระเงิน|显示的时间|顯示的時間/,
    );
  });
});
