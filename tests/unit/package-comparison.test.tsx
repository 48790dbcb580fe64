import { screen, within } from '@testing-library/react';
import { NON_REFUNDABLE } from '@/lib/api/contract/cancellation';
import userEvent from '@testing-library/user-event';
import { ChargeDetail } from '@/features/car-detail/components/charge-detail';
import { PackageComparison } from '@/features/car-detail/components/package-comparison';
import type { Car, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { Lang } from '@/lib/i18n/locales';
import { quotePackage, type ChargeItem } from '@/lib/pricing/quote';
import en from '@/messages/en.json';
import { renderWithProviders } from './render';

vi.mock('@/lib/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

// ---------------------------------------------------------------- a car priced by the one quote

const DAYS = 4;
const CURRENCIES = {
  local: { code: 'USD', minorUnits: 2, perUsd: '1' },
  payment: { code: 'CNY', minorUnits: 2, perUsd: '7.12' },
};
const STORE = {
  minDriverAge: 21,
  maxDriverAge: 75,
  youngDriverUnderAge: 25,
  youngDriverFee: '25',
  afterHoursFee: '50',
};
const name = (text: string) => ({ en: text, th: text, zh: text, 'zh-hant': text });

const TIERS: {
  tier: InsuranceType;
  code: string;
  insurance: string | null;
  services: CarPackage['services'];
}[] = [
  { tier: 'basic_service', code: 'BASIC', insurance: null, services: ['fuel_policy'] },
  {
    tier: 'basic_protection',
    code: 'PROTECT',
    insurance: '12',
    services: ['fuel_policy', 'free_cancellation'],
  },
  {
    tier: 'full_protection',
    code: 'FULL',
    insurance: '29',
    services: ['fuel_policy', 'free_cancellation', 'unlimited_mileage', 'additional_driver'],
  },
  {
    tier: 'super_protection',
    code: 'SUPER',
    insurance: '49',
    services: [
      'fuel_policy',
      'free_cancellation',
      'free_modification',
      'unlimited_mileage',
      'additional_driver',
      'driving_suit',
    ],
  },
];
const PAY_MODES: PayMode[] = ['full_prepaid', 'arrival'];

function pack(tier: (typeof TIERS)[number], payMode: PayMode, index: number): CarPackage {
  const items: ChargeItem[] = [
    {
      code: 'airport_fee',
      name: name('Airport concession fee'),
      unit: 'rental',
      amount: '35',
      notInBill: false,
    },
  ];
  if (tier.insurance) {
    items.push({
      code: 'insurance',
      name: name('Insurance'),
      unit: 'day',
      amount: tier.insurance,
      notInBill: false,
    });
  }
  if (payMode === 'arrival') {
    items.push({
      code: 'service_fee',
      name: name('Counter service fee'),
      unit: 'rental',
      amount: '15',
      notInBill: false,
    });
  }
  const quote = quotePackage({
    days: DAYS,
    dailyRate: '45',
    payMode,
    chargeItems: items,
    driverAge: 30,
    store: STORE,
    oneWayFee: null,
    // A pick-up before the store opens: the Out Of Hours Fee line, paid later at the counter.
    afterHours: { pickup: true, dropOff: false },
    currencies: CURRENCIES,
  });
  const suffix = payMode === 'arrival' ? 'ARRIVAL' : 'PREPAID';
  return {
    ...quote,
    package_id: index + 1,
    package_code_origin: `LAX01-${tier.code}-${suffix}`,
    plan_group: tier.tier,
    pay_mode: payMode,
    insurance_type: tier.tier,
    name: name(`${tier.tier} ${payMode}`),
    services: [...tier.services, ...(payMode === 'full_prepaid' ? (['confirm_now'] as const) : [])],
    mileage_limit: tier.services.includes('unlimited_mileage')
      ? { unlimited: true, quantity: null, unit: 'mi', overage_price: null, currency: 'USD' }
      : { unlimited: false, quantity: 200, unit: 'mi', overage_price: 0.25, currency: 'USD' },
    cancellation_policy: NON_REFUNDABLE,
  };
}

const packArr: Car['packArr'] = [];
const packObj: Car['packObj'] = {};
TIERS.forEach((tier) =>
  PAY_MODES.forEach((payMode) => {
    const pkg = pack(tier, payMode, packArr.length);
    packArr.push({ plan_group: tier.tier, pay_mode: payMode, package_code_origin: pkg.package_code_origin });
    packObj[tier.tier] = { ...packObj[tier.tier], [payMode]: pkg };
  }),
);
const CAR = { packArr, packObj };
const fullPrepaid = packObj.full_protection!.full_prepaid!;
const fullArrival = packObj.full_protection!.arrival!;

const QUERY = 'pickup=LAX01&from=2026-12-01T05:00&to=2026-12-05T10:00';
const renderComparison = (lang: Lang = 'en') =>
  renderWithProviders(
    <PackageComparison car={CAR} rentDays={DAYS} storeInfo="LAX01" skuId={7} query={QUERY} />,
    { lang },
  );

const t = en.carDetail;
const comparison = () => screen.getAllByRole('table')[0] as HTMLTableElement;

/**
 * The cells of a row of the comparison itself, by its header. (jsdom keeps the content of a closed
 * <details> in the accessibility tree, so the breakdown tables inside the cells are skipped here.)
 */
function columnTexts(rowName: string | RegExp): string[] {
  const matches = (text: string) => (typeof rowName === 'string' ? text === rowName : rowName.test(text));
  const row = [...comparison().rows].find((candidate) => matches(candidate.cells[0]?.textContent ?? ''));
  if (!row) throw new Error(`no row ${rowName}`);
  return [...row.cells].slice(1).map(spokenText);
}

/** What assistive technology reads: the words, not the ✓ / ✕ icons (aria-hidden). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------- tests

describe('PackageComparison', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the four insurance tiers side by side', () => {
    renderComparison();
    expect([...comparison().tHead!.rows[0]!.cells].slice(1).map((header) => header.textContent)).toEqual([
      t.tiers.basic_service,
      t.tiers.basic_protection,
      t.tiers.full_protection,
      t.tiers.super_protection,
    ]);
  });

  it('names the tiers in the page language', () => {
    renderComparison('zh');
    expect([...comparison().tHead!.rows[0]!.cells].slice(1).map((header) => header.textContent)).toEqual([
      '基础服务',
      '基础保障',
      '全面保障',
      '超级保障',
    ]);
  });

  it('shows each package’s daily and total price in the payment and the store currency', () => {
    renderComparison();
    const totals = columnTexts(/^Total for 4 days/);
    expect(totals[2]).toBe('CN¥2,356.72 (US$331.00)');
    expect(fullPrepaid.total_charge).toMatchObject({ payment_amount: 2356.72, local_amount: 331 });
    expect(columnTexts(/^Per day/)[2]).toBe('CN¥589.18 (US$82.75)');
    // Pay online: everything now, nothing at the counter.
    expect(columnTexts(/^Pay now online/)[2]).toBe('CN¥2,356.72 (US$331.00)');
    expect(columnTexts(/^Pay at the counter/)[2]).toBe('CN¥0.00 (US$0.00)');
  });

  it('toggles between pay online and pay at the counter', async () => {
    renderComparison();
    const online = screen.getByRole('radio', { name: t.payModes.full_prepaid });
    const counter = screen.getByRole('radio', { name: t.payModes.arrival });
    expect(online).toBeChecked();
    const choose = () => screen.getByRole('link', { name: /^Choose Full protection · / });
    expect(choose()).toHaveAttribute('href', `/intl/en/book/LAX01/7/full_protection-full_prepaid?${QUERY}`);

    await userEvent.click(counter);
    expect(counter).toBeChecked();
    expect(
      screen.getByRole('table', { name: `Packages compared: ${t.payModes.arrival}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(t.payModeHints.arrival)).toBeInTheDocument();
    expect(choose()).toHaveAccessibleName(`Choose ${t.tiers.full_protection} · ${t.payModes.arrival}`);
    expect(choose()).toHaveTextContent(/^Choose$/);
    expect(choose()).toHaveAttribute('href', `/intl/en/book/LAX01/7/full_protection-arrival?${QUERY}`);
    expect(fullArrival.total_charge.local_amount).toBe(346);
    expect(columnTexts(/^Total for 4 days/)[2]).toBe('CN¥2,463.52 (US$346.00)');
    expect(columnTexts(/^Pay now online/)[2]).toBe('CN¥0.00 (US$0.00)');
    expect(columnTexts(/^Pay at the counter/)[2]).toBe('CN¥2,463.52 (US$346.00)');
    // The address remembers it, so "change package" comes back to the same view.
    expect(new URL(window.location.href).searchParams.get('pay')).toBe('arrival');
  });

  it('lists the services as included or not in words, not only as icons', () => {
    renderComparison();
    expect(columnTexts(t.services.free_cancellation)).toEqual([
      t.comparison.notIncluded,
      t.comparison.included,
      t.comparison.included,
      t.comparison.included,
    ]);
    expect(columnTexts(t.services.driving_suit)).toEqual([
      t.comparison.notIncluded,
      t.comparison.notIncluded,
      t.comparison.notIncluded,
      t.comparison.included,
    ]);
    // Unlimited mileage: the limit and the price of extra miles where there is one.
    const mileage = columnTexts(t.services.unlimited_mileage);
    expect(mileage[0]).toBe(`${t.comparison.notIncluded} 200 mi a day included, then US$0.25 per mi`);
    expect(mileage[3]).toBe(t.comparison.included);
    for (const service of Object.values(t.services)) {
      expect(within(comparison()).getByRole('rowheader', { name: service })).toBeInTheDocument();
    }
  });

  it('links each package to its plan information article', () => {
    renderComparison();
    expect(screen.getByRole('link', { name: `Plan details: ${t.tiers.super_protection}` })).toHaveAttribute(
      'href',
      '/intl/en/plan_info/super_protection&LAX01-SUPER-PREPAID',
    );
  });

  it('breaks each price down by line in both currencies, the counter-only fee outside the total', async () => {
    renderComparison();
    const summary = screen.getByLabelText(`Price breakdown: ${t.tiers.basic_service}`);
    expect(summary).toHaveTextContent(t.comparison.showBreakdown);
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const breakdown = screen.getByRole('table', {
      name: `Price breakdown: ${t.tiers.basic_service} · ${t.payModes.full_prepaid}`,
    });
    expect(within(breakdown).getByRole('rowheader', { name: /Car rental/ })).toHaveTextContent(
      'Car rental4 days × CN¥320.40 (US$45.00)',
    );
    expect(within(breakdown).getByRole('row', { name: /Car rental/ })).toHaveTextContent(
      'CN¥1,281.60 (US$180.00)',
    );
    // Basic service: 180 + 35 = 215 in the bill; the 50 out-of-hours fee is listed apart.
    expect(within(breakdown).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'CN¥1,530.80 (US$215.00)',
    );
    expect(within(breakdown).getByRole('row', { name: /^Out of hours fee/ })).toHaveTextContent(
      t.charges.notInBill,
    );
  });

  it('shows the fee paid later at the counter beside the totals, not in them', () => {
    renderComparison();
    const later = columnTexts(new RegExp(`^${t.charges.laterTitle}`))[2];
    expect(later).toContain('Out of hours fee CN¥356.00 (US$50.00)');
    expect(later).toContain(t.comparison.notInTotal);
    // …while the total above stays the lines in the bill.
    expect(columnTexts(/^Total for 4 days/)[2]).toBe('CN¥2,356.72 (US$331.00)');
  });
});

describe('ChargeDetail', () => {
  it('shows count × unit price = total in both currencies, and keeps the out-of-hours fee out of the total', () => {
    renderWithProviders(<ChargeDetail quote={fullPrepaid} caption="Price breakdown" />);
    const table = screen.getByRole('table', { name: 'Price breakdown' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });

    expect(row(/^Car rental/)).toHaveTextContent('4 days × CN¥320.40 (US$45.00)');
    expect(row(/^Car rental/)).toHaveTextContent('CN¥1,281.60 (US$180.00)');
    expect(row(/^Insurance/)).toHaveTextContent('4 days × CN¥206.48 (US$29.00)CN¥825.92 (US$116.00)');
    expect(row(/^Airport concession fee/)).toHaveTextContent(
      '1 time × CN¥249.20 (US$35.00)CN¥249.20 (US$35.00)',
    );

    const fee = row(/^Out of hours fee/);
    expect(fee).toHaveTextContent('1 time × CN¥356.00 (US$50.00)');
    expect(fee).toHaveTextContent(en.carDetail.charges.notInBill);
    expect(
      within(table).getByRole('rowheader', { name: en.carDetail.charges.laterTitle }),
    ).toBeInTheDocument();

    // The total is the lines in the bill: 180 + 116 + 35 = 331, not 381 with the fee.
    const inBill = fullPrepaid.charge_detail.filter((line) => !line.not_in_bill);
    expect(inBill.reduce((sum, line) => sum + line.total_amount.local_amount, 0)).toBe(331);
    expect(row(/^Total/)).toHaveTextContent('CN¥2,356.72 (US$331.00)');
    expect(row(/^Pay now online/)).toHaveTextContent('CN¥2,356.72 (US$331.00)');
    expect(row(/^Pay at the counter/)).toHaveTextContent('CN¥0.00 (US$0.00)');
  });
});
