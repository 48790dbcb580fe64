// @vitest-environment node
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import {
  readBookingSearch,
  replacedSearchQuery,
  searchParamsQuery,
} from '@/lib/site/booking-flow/booking-search';
import { parsePackPath } from '@/lib/site/booking-flow/pack-path';
import { paymentCurrencyOf } from '@/lib/site/booking-flow/payment-currency';
import {
  carDetailHref,
  carListHref,
  fillInHref,
  formatPackPath,
  isBookingChannel,
  isSkuSegment,
  packPlanHref,
  planInfoHref,
  sameFlowPageHref,
  searchFormHref,
} from '@/lib/site/booking-flow/routes';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/site/api/server-global-config', () => ({
  getServerGlobalConfig: async () => builtinGlobalConfig(),
}));

const SEARCH = 'pickup=LAX01&from=2026-12-01T10:00&to=2026-12-08T10:00';
const FULL_PREPAID = { plan_group: 'full_protection', pay_mode: 'full_prepaid' } as const;

describe('booking-flow links', () => {
  it('builds every step of the flow with the search as its query', () => {
    expect(searchFormHref(SEARCH)).toBe(`/book?${SEARCH}`);
    expect(carListHref('LAX01-SFO01', SEARCH)).toBe(`/book/LAX01-SFO01?${SEARCH}`);
    expect(carDetailHref('LAX01', 42, SEARCH)).toBe(`/book/LAX01/42?${SEARCH}`);
    expect(packPlanHref('LAX01', 42, FULL_PREPAID, SEARCH)).toBe(
      `/book/LAX01/42/full_protection-full_prepaid?${SEARCH}`,
    );
    expect(fillInHref('LAX01', 42, FULL_PREPAID, SEARCH)).toBe(
      `/book/LAX01/42/full_protection-full_prepaid/booking?${SEARCH}`,
    );
  });

  it('builds a page of the flow again from its route segments, at another store_info and query', () => {
    const route = { region: 'intl', lang: 'en', storeInfo: 'HAW1204', skuId: '42' };
    expect(sameFlowPageHref(route, 'HNL01', SEARCH)).toBe(`/book/HNL01/42?${SEARCH}`);
    const fillIn = { ...route, packPath: 'full_protection-full_prepaid', bookingCom: 'booking' };
    expect(sameFlowPageHref(fillIn, 'HNL01', '')).toBe('/book/HNL01/42/full_protection-full_prepaid/booking');
    // a segment that names no car is kept as it came: that page says so
    expect(sameFlowPageHref({ storeInfo: 'LAX01', skuId: 'abc', packPath: 'x-y' }, 'LAX01', '')).toBe(
      '/book/LAX01/abc/x-y',
    );
  });

  it('leaves the question mark out when there is no query', () => {
    expect(searchFormHref('')).toBe('/book');
    expect(carListHref('LAX01', '')).toBe('/book/LAX01');
    expect(carDetailHref('LAX01', 42, '')).toBe('/book/LAX01/42');
  });

  it('opens the car detail on a pay method, with or without a search', () => {
    expect(carDetailHref('LAX01', 42, SEARCH, 'arrival')).toBe(`/book/LAX01/42?${SEARCH}&pay=arrival`);
    expect(carDetailHref('LAX01', 42, '', 'full_prepaid')).toBe('/book/LAX01/42?pay=full_prepaid');
  });

  it('links a package to its plan information article', () => {
    expect(planInfoHref({ plan_group: 'basic_service', package_code_origin: 'LAX01-BASIC-PREPAID' })).toBe(
      '/plan_info/basic_service&LAX01-BASIC-PREPAID',
    );
  });
});

describe('booking-flow path segments', () => {
  it('writes the plan group and the pay method joined by a dash', () => {
    expect(formatPackPath('super_protection', 'arrival')).toBe('super_protection-arrival');
  });

  it.each([
    ['super_protection-arrival', 'super_protection', 'arrival'],
    ['full_protection%2Dfull_prepaid', 'full_protection', 'full_prepaid'],
  ] as const)('reads the pack path %s', (segment, planGroup, payMode) => {
    expect(parsePackPath(segment)).toEqual({ planGroup, payMode });
  });

  it.each(['full_protection', 'gold-full_prepaid', 'full_protection-later', 'a-b-c', '%E0'])(
    'refuses the pack path %s',
    (segment) => expect(parsePackPath(segment)).toBeNull(),
  );

  it('takes sku ids of one to nine digits and only our own booking channel', () => {
    expect(isSkuSegment('7')).toBe(true);
    expect(isSkuSegment('123456789')).toBe(true);
    expect(isSkuSegment('1234567890')).toBe(false);
    expect(isSkuSegment('12a')).toBe(false);
    expect(isBookingChannel('booking')).toBe(true);
    expect(isBookingChannel('booking_com')).toBe(false);
  });
});

describe('paymentCurrencyOf', () => {
  it('takes a currency code from the cookie, else the language default (spec §9)', () => {
    expect(paymentCurrencyOf('NZD', 'zh')).toBe('NZD');
    expect(paymentCurrencyOf(undefined, 'zh')).toBe('CNY');
    expect(paymentCurrencyOf(undefined, 'th')).toBe('USD');
    expect(paymentCurrencyOf('nzd', 'en')).toBe('USD');
    expect(paymentCurrencyOf('US$', 'en')).toBe('USD');
  });
});

describe('readBookingSearch', () => {
  // The link's dates are fixed, so the clock is too: they must stay ahead of "now".
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the stores from the path and the rest from the query, keeping utm keys', async () => {
    const search = await readBookingSearch(
      'lax01-sfo01',
      'pickup=CHC01&from=2026-12-01T09:00&to=2026-12-05T18:00&age=22&utm_source=blog',
    );
    expect(search.rentInfo).toMatchObject({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
      pickup_date_time: '2026-12-01 09:00',
      drop_off_date_time: '2026-12-05 18:00',
      driver_age: '22',
    });
    expect(search.storeInfo).toBe('LAX01-SFO01');
    expect(search.query).toBe(
      'pickup=LAX01&dropoff=SFO01&from=2026-12-01T09:00&to=2026-12-05T18:00&age=22&utm_source=blog',
    );
  });

  it('returns the car to the pick-up store when the link asks for a drop-off it does not allow, and says so', async () => {
    const search = await readBookingSearch('LAX01-CHC01', 'from=2026-12-01T09:00&to=2026-12-05T18:00');
    expect(search.rentInfo.drop_off_location).toBe('LAX01');
    expect(search.storeInfo).toBe('LAX01');
    expect(search.dropOffRefused).toBe('CHC01');
    expect(replacedSearchQuery(search)).toBe(
      'pickup=LAX01&from=2026-12-01T09:00&to=2026-12-05T18:00&dropoff_refused=CHC01',
    );
    expect((await readBookingSearch('LAX01-SFO01', '')).dropOffRefused).toBeNull();
  });

  it('names an alias by its store, and falls back from a segment that does not decode', async () => {
    expect((await readBookingSearch('HAW1204', '')).storeInfo).toBe('HNL01');
    expect((await readBookingSearch('%E0%A4%A', '')).storeInfo).toBe('LAX01');
  });
});

describe('searchParamsQuery', () => {
  it("writes a page's searchParams as one query, repeated keys in order", () => {
    expect(searchParamsQuery({ pickup: 'LAX01', type: ['suv', 'compact'], empty: undefined, q: 'a b' })).toBe(
      'pickup=LAX01&type=suv&type=compact&q=a+b',
    );
  });
});
