/**
 * Issue 17: one story from search to choice. The rules behind it, each in one place: cancellation
 * terms from the package, fees named from the price's own lines, daily prices that say when they are
 * an average, the counter amount with the out-of-hours fee, the store's age range and hours in the
 * form, replaced link dates reported, and the list's view carried by the flow's links.
 */
import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type { ChargeLine, Price } from '@/lib/api/contract/car';
import { firstCancellationFee, freeCancellationUntil } from '@/lib/bill/cancellation-terms';
import { datesReplacedQuery, readDatesReplaced } from '@/lib/site/booking-flow/dates-replaced';
import { dropOffRefusedQuery, readDropOffRefused } from '@/lib/site/booking-flow/drop-off-refused';
import { atCounter, feesOf } from '@/lib/site/booking-flow/fees';
import { approximateFigures, multipliesExactly, toMoney } from '@/lib/site/booking-flow/money';
import { planInfoHref } from '@/lib/site/booking-flow/routes';
import { decodeRentInfoReport, rentInfoQueryString, type DecodeOptions } from '@/lib/rent-info/codec';
import { bandLabel, bandsForRange } from '@/lib/rent-info/driver-age';
import { withListView } from '@/lib/rent-info/list-view-keys';
import type { StoreFacts } from '@/lib/rent-info/store-lookup';
import { searchProblems } from '@/lib/rent-info/search-draft';
import { hoursText, timeOptions } from '@/features/search/time';
import { packageSeeds } from '@/server/db/seed/data/packages';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant };
type Tier = keyof typeof en.carDetail.tiers;

/**
 * The tiers a claim of the message files names: by their names as the comparison table gives them
 * ('Full protection'), or by the longest part of a name the claim holds, which names every tier
 * whose name holds it ('protection plans', 'แพ็กเกจความคุ้มครอง', '保障套餐').
 */
function tiersNamed(claim: string, names: Record<Tier, string>): Tier[] {
  const text = claim.toLowerCase();
  const tiers = Object.keys(names) as Tier[];
  const byName = tiers.filter((tier) => text.includes(names[tier].toLowerCase()));
  if (byName.length > 0) return byName;
  let part = '';
  for (const name of tiers.map((tier) => names[tier].toLowerCase())) {
    for (let start = 0; start < name.length; start += 1) {
      for (let end = start + part.length + 1; end <= name.length; end += 1) {
        const piece = name.slice(start, end);
        if (piece.trim().length >= 2 && text.includes(piece)) part = piece;
      }
    }
  }
  return part ? tiers.filter((tier) => names[tier].toLowerCase().includes(part)) : [];
}

const usd = (amount: number, local = amount, localCurrency = 'USD'): Price => ({
  payment_amount: amount,
  payment_currency: 'USD',
  local_amount: local,
  local_currency: localCurrency,
});
const line = (code: string, total: number, notInBill = false): ChargeLine => ({
  code,
  item_name: { en: code, th: code, zh: code, 'zh-hant': code },
  unit: 'rental',
  count: 1,
  unit_price: usd(total),
  total_amount: usd(total),
  not_in_bill: notInBill,
});

describe('cancellation terms come from the package', () => {
  const free24: CancellationPolicy = {
    tiers: [
      { hours_before: 24, fee: { type: 'none' } },
      { hours_before: 0, fee: { type: 'days', days: 1 } },
    ],
    after_pickup: { type: 'percent', percent: 100 },
  };
  const oneDay: CancellationPolicy = {
    tiers: [{ hours_before: 0, fee: { type: 'days', days: 1 } }],
    after_pickup: { type: 'percent', percent: 100 },
  };

  it('says until when cancelling is free, and what it costs when it never is', () => {
    expect(freeCancellationUntil(free24)).toBe(24);
    expect(freeCancellationUntil({ ...free24, tiers: [{ hours_before: 0, fee: { type: 'none' } }] })).toBe(0);
    expect(freeCancellationUntil(oneDay)).toBeNull();
    expect(firstCancellationFee(oneDay)).toEqual({ type: 'days', days: 1 });
    expect(freeCancellationUntil({ tiers: [], after_pickup: { type: 'none' } })).toBe(0);
  });

  it("ticks a seeded package's 'free cancellation' exactly when its terms make cancelling free", () => {
    for (const { pkg } of packageSeeds()) {
      const free = freeCancellationUntil(pkg.cancellationPolicy!) !== null;
      expect(pkg.services!.includes('free_cancellation'), pkg.code).toBe(free);
    }
  });

  describe.each(Object.entries(MESSAGES))("the home page's claims in %s", (_, messages) => {
    const names = messages.carDetail.tiers;
    const seeded = packageSeeds().map(({ pkg }) => ({
      ...pkg,
      freeUntil: freeCancellationUntil(pkg.cancellationPolicy!),
    }));

    it("'free cancellation until N hours before pick-up' holds for every package of the tiers it names", () => {
      const note = messages.home.fastPass.note;
      const named = tiersNamed(note, names);
      expect(named, note).not.toEqual([]);
      const [hours, ...more] = [...note.matchAll(/\d+/g)].map(([digits]) => Number(digits));
      expect(more, `one number of hours in: ${note}`).toEqual([]);
      const covered = seeded.filter((pkg) => named.includes(pkg.planGroup!));
      for (const pkg of covered) {
        expect(pkg.freeUntil, pkg.code).not.toBeNull();
        expect(pkg.freeUntil!, pkg.code).toBeLessThanOrEqual(hours!);
      }
      // The number is the packages' own, not merely a safe one.
      expect(covered.map((pkg) => pkg.freeUntil)).toContain(hours);
      // '… and until the pick-up time whenever you pay at the counter'
      if (note.toLowerCase().includes(messages.carDetail.payModes.arrival.toLowerCase())) {
        for (const pkg of seeded.filter((seed) => seed.payMode === 'arrival'))
          expect(pkg.freeUntil, pkg.code).toBe(0);
      }
    });

    it("the hero's 'free cancellation' holds for every package of the tiers it names", () => {
      const promise = messages.home.promises.cancel;
      const named = tiersNamed(promise, names);
      expect(named, promise).not.toEqual([]);
      for (const pkg of seeded.filter((seed) => named.includes(seed.planGroup!)))
        expect(pkg.freeUntil, pkg.code).not.toBeNull();
    });
  });
});

describe('prices that say what they hold', () => {
  it('names every fee of the prices once, but not the rent or the insurance', () => {
    const quote = (lines: ChargeLine[]) => ({ charge_detail: lines });
    const fees = feesOf([
      quote([line('base_rent', 300), line('insurance', 60), line('one_way_fee', 150)]),
      quote([line('base_rent', 300), line('one_way_fee', 150), line('out_of_hours_fee', 50, true)]),
    ]);
    expect(fees.map((fee) => [fee.code, fee.notInBill])).toEqual([
      ['one_way_fee', false],
      ['out_of_hours_fee', true],
    ]);
  });

  it('counts the out-of-hours fee in what is paid at the counter, never 0 beside it', () => {
    const prepaid = {
      offline_charge: usd(0),
      charge_detail: [line('base_rent', 300), line('out_of_hours_fee', 50, true)],
    };
    expect(atCounter(prepaid).amount).toBe(50);
    expect(atCounter({ ...prepaid, offline_charge: usd(330.1) }).amount).toBe(380.1);
  });

  it('tells a daily price that multiplies back to the total from an average', () => {
    // ¥214.90 × 7 = ¥1,504.30, not the ¥1,504.32 total: an average, shown as '≈'.
    const cny = (amount: number, local: number) => ({ ...toMoney(usd(amount, local)), currency: 'CNY' });
    expect(multipliesExactly(cny(214.9, 30.2), 7, cny(1504.32, 211.4))).toBe(false);
    expect(multipliesExactly(cny(214.9, 30.2), 7, cny(1504.3, 211.4))).toBe(true);
    expect(multipliesExactly(toMoney(usd(82.75)), 4, toMoney(usd(331)))).toBe(true);
  });

  it("marks '≈' only on the figure that is an average, never on an exact one", () => {
    // ฿6,930 ÷ 7 is exactly ฿990.00 while its US$205.63 is not (US$29.38 × 7 = US$205.66).
    const thb = (amount: number, local: number) => ({ ...toMoney(usd(amount, local)), localCurrency: 'THB' });
    expect(approximateFigures(thb(29.38, 990), 7, thb(205.63, 6930))).toEqual({
      amount: true,
      localAmount: false,
    });
    // NZ$154 ÷ 7 is exactly NZ$22.00, and so are its US$91.00 (US$13.00 a day).
    const nzd = (amount: number, local: number) => ({ ...toMoney(usd(amount, local)), localCurrency: 'NZD' });
    expect(approximateFigures(nzd(13, 22), 7, nzd(91, 154))).toEqual({ amount: false, localAmount: false });
    // A yen total that does not divide: ¥1,000 ÷ 7 rounds to ¥143, × 7 = ¥1,001.
    const jpy = (amount: number) => ({ amount, currency: 'JPY', localAmount: amount, localCurrency: 'JPY' });
    expect(approximateFigures(jpy(143), 7, jpy(1000))).toEqual({ amount: true, localAmount: true });
    expect(approximateFigures(jpy(143), 7, jpy(1001))).toEqual({ amount: false, localAmount: false });
  });
});

describe("the pick-up store's rules in the search form", () => {
  const krabi = { min: 21, max: 70 };

  it('offers only the ages the store accepts, each band read against its range', () => {
    expect(bandsForRange(krabi)).toEqual(['21', '22', '23', '24', '25-75']);
    expect(bandLabel('25-75', krabi)).toBe('25-70');
    expect(bandLabel('25-75', { min: 21, max: 75 })).toBe('25-75');
    expect(bandLabel('75+', { min: 21, max: 85 })).toBe('76-85');
    expect(bandsForRange()).toHaveLength(9);
  });

  it('refuses an age the store does not accept, on the age field', () => {
    const lookupStore = () => ({ code: 'KRA533', timeZone: 'Asia/Bangkok', driverAge: krabi });
    const draft = {
      pickup: 'KRA533',
      dropOff: 'KRA533',
      returnElsewhere: false,
      dates: { start: '2026-12-02', end: '2026-12-09' },
      pickupTime: '10:00',
      dropOffTime: '10:00',
    };
    const now = new Date('2026-06-01T00:00:00Z');
    expect(searchProblems({ ...draft, age: '19' }, { now, lookupStore }).age).toBe('ageNotAllowed');
    expect(searchProblems({ ...draft, age: '21' }, { now, lookupStore }).age).toBeUndefined();
  });

  it("marks the times outside the store's hours on the chosen day", () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '20:00' }));
    const options = timeOptions(hours, '2026-12-02', '02:00');
    expect(options.find((option) => option.value === '02:00')?.outOfHours).toBe(true);
    expect(options.find((option) => option.value === '08:00')?.outOfHours).toBe(false);
    expect(options.find((option) => option.value === '20:00')?.outOfHours).toBe(false);
    expect(options.find((option) => option.value === '20:30')?.outOfHours).toBe(true);
    expect(hoursText(hours, '2026-12-02', 'en')).toBe('8:00 AM–8:00 PM');
    expect(hoursText([], '2026-12-02', 'en')).toBeNull();
  });
});

describe("a link's dates", () => {
  const options: DecodeOptions = {
    now: new Date('2026-06-10T19:00:00Z'),
    lookupStore: () => ({ code: 'LAX01', timeZone: 'America/Los_Angeles' }),
  };

  it('says why they were replaced, and says nothing when the link had none or they were used', () => {
    const report = (query: string) => decodeRentInfoReport(query, options).datesReplaced;
    expect(report('from=2020-01-01&to=2020-01-08')).toBe('pickup_too_early');
    expect(report('from=2026-12-08&to=2026-12-01')).toBe('drop_off_not_after_pickup');
    expect(report('from=tomorrow&to=soon')).toBe('unreadable');
    expect(report('to=2026-12-01')).toBe('unreadable');
    expect(report('from=2026-12-01&to=2026-12-08')).toBeNull();
    expect(report('pickup=LAX01')).toBeNull();
  });

  it('leads to the dates in use with the reason, which only a known reason is read back from', () => {
    const { rentInfo, datesReplaced } = decodeRentInfoReport('from=2020-01-01&to=2020-01-08', options);
    const query = datesReplacedQuery(rentInfoQueryString(rentInfo), datesReplaced!);
    expect(query).toBe(
      'pickup=LAX01&from=2026-06-17T10:00&to=2026-06-24T10:00&dates_replaced=pickup_too_early',
    );
    expect(readDatesReplaced(query)).toBe('pickup_too_early');
    expect(readDatesReplaced('dates_replaced=<script>')).toBeNull();
  });
});

describe("a link's drop-off store", () => {
  const stores: Record<string, StoreFacts> = {
    LAX01: { code: 'LAX01', timeZone: 'America/Los_Angeles', dropStoreAllow: ['LAX01', 'SFO01'] },
    SFO01: { code: 'SFO01', timeZone: 'America/Los_Angeles', dropStoreAllow: ['SFO01', 'LAX01'] },
    CHC01: { code: 'CHC01', timeZone: 'Pacific/Auckland', dropStoreAllow: ['CHC01'] },
  };
  const options: DecodeOptions = {
    now: new Date('2026-06-10T19:00:00Z'),
    lookupStore: (code) => stores[code.toUpperCase()],
  };
  const report = (query: string) => decodeRentInfoReport(query, options);

  it('is refused, by name, when the pick-up store does not take cars back there', () => {
    const { rentInfo, dropOffRefused } = report('pickup=LAX01&dropoff=CHC01');
    expect(rentInfo.drop_off_location).toBe('LAX01');
    expect(dropOffRefused).toBe('CHC01');
    const query = dropOffRefusedQuery(rentInfoQueryString(rentInfo), dropOffRefused!);
    expect(query).toMatch(/^pickup=LAX01&from=.*&dropoff_refused=CHC01$/);
    expect(readDropOffRefused(query)).toBe('CHC01');
    expect(readDropOffRefused('dropoff_refused=<script>')).toBeNull();
  });

  it('says nothing when the drop-off is allowed, the pick-up store itself, or not a store at all', () => {
    expect(report('pickup=LAX01&dropoff=SFO01').dropOffRefused).toBeNull();
    expect(report('pickup=LAX01&dropoff=LAX01').dropOffRefused).toBeNull();
    expect(report('pickup=LAX01&dropoff=NOPE').dropOffRefused).toBeNull();
    expect(report('pickup=LAX01').dropOffRefused).toBeNull();
  });
});

describe("the list's view travels with the flow", () => {
  const info = {
    pickup_location: 'LAX01',
    drop_off_location: 'LAX01',
    pickup_date_time: '2026-12-01 10:00',
    drop_off_date_time: '2026-12-08 10:00',
    driver_age: '25-75',
  } as const;

  it("keeps the filters and the sort in every link's search, repeated keys included", () => {
    expect(rentInfoQueryString(info, 'type=suv&type=minivan&sort=price_asc&gclid=x')).toBe(
      'pickup=LAX01&from=2026-12-01T10:00&to=2026-12-08T10:00&type=suv&type=minivan&sort=price_asc',
    );
  });

  it('puts the view chosen since the page rendered into a rendered link', () => {
    const href = '/book/LAX01/7?pickup=LAX01&from=2026-12-01T10:00&type=suv';
    expect(withListView(href, new URLSearchParams('type=economy&fuel=EV&sort=seats&pickup=CHC01'))).toBe(
      '/book/LAX01/7?pickup=LAX01&from=2026-12-01T10:00&type=economy&fuel=EV&sort=seats',
    );
  });

  it('opens plan information with the car and the way back', () => {
    const pkg = { plan_group: 'full_protection', package_code_origin: 'LAX01-FULL-PREPAID' } as const;
    expect(planInfoHref(pkg)).toBe('/plan_info/full_protection&LAX01-FULL-PREPAID');
    expect(planInfoHref(pkg, { skuId: 7, query: 'pickup=LAX01', from: 'plan' })).toBe(
      '/plan_info/full_protection&LAX01-FULL-PREPAID?pickup=LAX01&sku=7&from_page=plan',
    );
  });
});
