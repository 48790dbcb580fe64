import { buildDeepLinks, type DeepLinkChoice } from '@/features/ops/deep-link';
import { metaTarget, readMetaChoice } from '@/features/meta/meta-link';
import { decodeRentInfoReport } from '@/lib/rent-info/codec';
import { queryReader } from '@/lib/rent-info/query-fields';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { readBookingSearch } from '@/lib/site/booking-flow/booking-search';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/site/api/server-global-config', () => ({
  getServerGlobalConfig: async () => builtinGlobalConfig(),
}));

const ORIGIN = 'https://www.example.com';
const year = new Date().getUTCFullYear() + 1;
const lookupStore = storeLookupFromConfig(builtinGlobalConfig().storeInfo);
const context = { origin: ORIGIN, lang: 'en' as const, lookupStore, now: new Date() };

const choice = (overrides: Partial<DeepLinkChoice> = {}): DeepLinkChoice => ({
  pickup: 'LAX01',
  dropOff: 'SFO01',
  from: `${year}-03-01T09:30`,
  to: `${year}-03-05T18:00`,
  age: '23',
  skuId: 42,
  utm: { source: 'newsletter', medium: 'email', campaign: 'spring sale' },
  ...overrides,
});

/** The link's query read back as the booking flow reads it: the search and the utm keys. */
function readBack(link: string) {
  const url = new URL(link);
  const { rentInfo, datesReplaced } = decodeRentInfoReport(url.searchParams, {
    now: new Date(),
    lookupStore,
  });
  const get = queryReader(url.searchParams);
  return {
    path: url.pathname,
    origin: url.origin,
    rentInfo,
    datesReplaced,
    utm: { source: get('utm_source'), medium: get('utm_medium'), campaign: get('utm_campaign') },
  };
}

describe('the link builder', () => {
  it("gives the car detail at the site's origin, which decodes back to the same search with the utm kept", () => {
    const links = buildDeepLinks(choice(), context);
    expect(links.datesReplaced).toBeNull();
    const back = readBack(links.site);
    expect(back.origin).toBe(ORIGIN);
    expect(back.path).toBe('/intl/en/book/LAX01-SFO01/42');
    expect(back.datesReplaced).toBeNull();
    expect(back.rentInfo).toEqual(links.rentInfo);
    expect(back.rentInfo).toMatchObject({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
      pickup_date_time: `${year}-03-01 09:30`,
      drop_off_date_time: `${year}-03-05 18:00`,
      driver_age: '23',
    });
    expect(back.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring sale' });
  });

  it('gives the package plan page with a package, the car list without a car, in the chosen language', () => {
    const pkg = { planGroup: 'full_protection', payMode: 'full_prepaid' } as const;
    expect(readBack(buildDeepLinks(choice({ pkg }), context).site).path).toBe(
      '/intl/en/book/LAX01-SFO01/42/full_protection-full_prepaid',
    );
    const list = buildDeepLinks(choice({ skuId: undefined, pkg }), { ...context, lang: 'zh' });
    expect(readBack(list.site).path).toBe('/cn/zh/book/LAX01-SFO01');
    expect(new URL(list.meta).searchParams.has('package')).toBe(false);
  });

  it('gives a /meta link that /meta sends to the same page, search and utm', async () => {
    const pkg = { planGroup: 'full_protection', payMode: 'full_prepaid' } as const;
    for (const chosen of [choice(), choice({ pkg }), choice({ skuId: undefined })]) {
      const links = buildDeepLinks(chosen, context);
      const meta = new URL(links.meta);
      expect(meta.origin).toBe(ORIGIN);
      expect(meta.pathname).toBe('/intl/en/meta');
      const query = meta.searchParams.toString();
      const search = await readBookingSearch(undefined, query);
      const target = metaTarget(search, readMetaChoice(query), {
        bookable: true,
        packages: [{ plan_group: 'full_protection', pay_mode: 'full_prepaid' }],
      });
      const site = new URL(links.site);
      expect(`/intl/en${target}`).toBe(`${site.pathname}${site.search}`);
    }
  });

  it('keeps only the utm keys given, and says when the dates would be replaced', () => {
    const links = buildDeepLinks(
      choice({
        utm: { source: ' partner ', medium: '', campaign: '' },
        from: '2020-01-01T10:00',
        to: '2020-01-03T10:00',
      }),
      context,
    );
    expect(links.datesReplaced).toBe('pickup_too_early');
    const url = new URL(links.site);
    expect(url.searchParams.get('utm_source')).toBe('partner');
    expect(url.searchParams.has('utm_medium')).toBe(false);
    expect(url.searchParams.get('from')).not.toContain('2020-');
  });
});
