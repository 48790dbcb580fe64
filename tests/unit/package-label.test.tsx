import { screen } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { TripOverview } from '@/features/order-result/components/trip-overview';
import { toOrderSummary } from '@/features/order-result/to-site';
import { formatLitres } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { packageLabel, packageNames } from '@/lib/i18n/package-label';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { buildVoucher } from '@/server/domain/booking/confirmation/build-voucher';
import { makeOrder } from '../fixtures/order';
import { renderWithProviders } from './render';

const LANGS = [
  ['en', en],
  ['th', th],
  ['zh', zh],
  ['zh-hant', zhHant],
] as const;

describe.each(LANGS)('a package name in %s', (lang, messages) => {
  const words = createTranslator({ locale: lang, messages, namespace: 'carDetail' });

  it("is the car detail's tier and pay mode", () => {
    const { tiers, payModes } = messages.carDetail;
    expect(packageLabel(words, { planGroup: 'full_protection', payMode: 'full_prepaid' })).toBe(
      `${tiers.full_protection} · ${payModes.full_prepaid}`,
    );
    expect(packageNames(words, { planGroup: 'basic_service', payMode: 'arrival' })).toEqual({
      tier: tiers.basic_service,
      payMode: payModes.arrival,
    });
  });

  it('is the same on the payment, result and order pages and in the e-mail, never the database name', () => {
    for (const payMethod of ['FULL_PREPAID', 'ARRIVAL'] as const) {
      // The fixture's database name ('全面保障套餐') differs from the site's words on purpose.
      const order = makeOrder({ store: 'LAX01', payMethod, lang: lang as Lang });
      const name = packageLabel(words, {
        planGroup: 'full_protection',
        payMode: payMethod === 'ARRIVAL' ? 'arrival' : 'full_prepaid',
      });
      const { unmount } = renderWithProviders(<TripOverview order={toOrderSummary(order)} />, {
        lang: lang as Lang,
      });
      expect(screen.getByText(name, { exact: true })).toBeVisible();
      expect(screen.queryByText(order.package.name[lang as Lang])).not.toBeInTheDocument();
      unmount();
      const voucher = buildVoucher(order, lang as Lang);
      const facts = voucher.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : [])),
      );
      expect(facts.find((fact) => fact.label === messages.voucher.car.package)?.value).toBe(name);
    }
  });

  it("writes an engine's litres one way on the list and the detail", () => {
    expect(formatLitres(2, lang as Lang)).toBe(formatLitres(2.0, lang as Lang));
    expect(formatLitres(2, lang as Lang)).toMatch(/^2[.,]0$/);
    expect(messages.carDetail.car.displacement).toBe(messages.carList.facts.displacement);
  });
});
