import { screen, within } from '@testing-library/react';
import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import userEvent from '@testing-library/user-event';
import { ChargeDetail } from '@/features/car-detail/components/charge-detail';
import { PackageComparison } from '@/features/car-detail/components/package-comparison';
import { toPackageOffer, toPackageTable } from '@/features/car-detail/to-site';
import type { Car, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { Lang } from '@/lib/i18n/locales';
import { quotePackage, type ChargeItem } from '@/server/domain/pricing/package-quote';
import en from '@/messages/en.json';
import { renderWithProviders } from './render';

vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);

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

/** The seed's terms: at the counter free until pick-up; prepaid protection free until 24 h before. */
function policyOf(tier: InsuranceType, payMode: PayMode): CancellationPolicy {
  const noRefund = { type: 'percent', percent: 100 } as const;
  if (payMode === 'arrival')
    return { tiers: [{ hours_before: 0, fee: { type: 'none' } }], after_pickup: noRefund };
  const oneDay = { type: 'days', days: 1 } as const;
  return tier === 'basic_service'
    ? { tiers: [{ hours_before: 0, fee: oneDay }], after_pickup: noRefund }
    : {
        tiers: [
          { hours_before: 24, fee: { type: 'none' } },
          { hours_before: 0, fee: oneDay },
        ],
        after_pickup: noRefund,
      };
}

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
    cancellation_policy: policyOf(tier.tier, payMode),
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
    <PackageComparison
      packages={toPackageTable(CAR)}
      rentDays={DAYS}
      storeInfo="LAX01"
      skuId={7}
      query={QUERY}
    />,
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
    // Pay online: the whole price now; at the counter only the out-of-hours fee (a 05:00 pick-up),
    // which is outside the total and paid there, so never 'CN¥0.00 at the counter'.
    expect(columnTexts(/^Pay now online/)[2]).toBe('CN¥2,356.72 (US$331.00)');
    expect(columnTexts(/^Pay at the counter/)[2]).toBe('CN¥356.00 (US$50.00)');
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
    expect(columnTexts(/^Pay at the counter/)[2]).toBe('CN¥2,819.52 (US$396.00)');
    // The address remembers it, so "change package" comes back to the same view.
    expect(new URL(window.location.href).searchParams.get('pay')).toBe('arrival');
  });

  it('lists the services as included or not in words, not only as icons', () => {
    renderComparison();
    // Ticked from each package's own terms, which the cell then states.
    const free = `${t.comparison.included} Free cancellation until 24 hours before pick-up`;
    expect(columnTexts(t.services.free_cancellation)).toEqual([
      `${t.comparison.notIncluded} No free cancellation: you pay 1 day's rental`,
      free,
      free,
      free,
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
      `/intl/en/plan_info/super_protection&LAX01-SUPER-PREPAID?${QUERY}&sku=7&from_page=detail`,
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
    renderWithProviders(<ChargeDetail quote={toPackageOffer(fullPrepaid)} caption="Price breakdown" />);
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
    // At the counter: the out-of-hours fee, said to be outside the total.
    expect(row(/^Pay at the counter/)).toHaveTextContent(
      'Pay at the counterincluding CN¥356.00 (US$50.00) outside the totalCN¥356.00 (US$50.00)',
    );
  });
});

describe('PackageComparison on a narrow screen', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const shownHeaders = () =>
    [...comparison().tHead!.rows[0]!.cells]
      .filter((cell) => cell.dataset.shown === 'true')
      .map((cell) => cell.textContent);

  it('shows one tier at a time, the first on offer to begin with, each switch naming its daily price', () => {
    renderComparison();
    const switcher = screen.getByRole('radiogroup', { name: t.comparison.shownTier });
    const buttons = within(switcher).getAllByRole('radio');
    // The payment amount of each tier's 'Per day' cell ('CN¥589.18 (US$82.75)').
    const daily = columnTexts(/^Per day/).map((text) => text.split(' (')[0]);
    expect(daily[2]).toBe('CN¥589.18');
    expect(buttons.map(spokenText)).toEqual([
      `Basic service ${daily[0]} / day`,
      `Basic protection ${daily[1]} / day`,
      `Full protection ${daily[2]} / day`,
      `Super protection ${daily[3]} / day`,
    ]);
    expect(buttons[0]).toBeChecked();
    expect(shownHeaders()).toEqual([t.tiers.basic_service]);
    // Every row hides the same three tiers' cells, so the row and its header stay together.
    for (const row of comparison().tBodies[0]!.rows) {
      expect([...row.cells].filter((cell) => cell.dataset.shown === 'false')).toHaveLength(3);
    }
  });

  it('switches the tier shown with a tap, keeping it across the ways of paying', async () => {
    const user = userEvent.setup();
    renderComparison();
    const switcher = screen.getByRole('radiogroup', { name: t.comparison.shownTier });
    await user.click(within(switcher).getByRole('radio', { name: /^Super protection/ }));
    expect(shownHeaders()).toEqual([t.tiers.super_protection]);
    expect(within(switcher).getByRole('radio', { name: /^Super protection/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: t.payModes.arrival }));
    expect(shownHeaders()).toEqual([t.tiers.super_protection]);
    // The shown column's Choose link is this tier's, in the new way of paying.
    const shownChoose = screen
      .getAllByRole('link', { name: /^Choose / })
      .filter((link) => link.closest('td')?.dataset.shown === 'true');
    expect(shownChoose.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Choose ${t.tiers.super_protection} · ${t.payModes.arrival}`,
    ]);
  });
});
