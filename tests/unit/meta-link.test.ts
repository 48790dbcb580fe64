// @vitest-environment node
import { META_PACKAGE_PARAM, metaTarget, readMetaChoice, type MetaCar } from '@/features/meta/meta-link';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { readBookingSearch } from '@/lib/site/booking-flow/booking-search';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/site/api/server-global-config', () => ({
  getServerGlobalConfig: async () => builtinGlobalConfig(),
}));

/** Dates next year, so they stay valid whenever the test runs. */
const year = new Date().getUTCFullYear() + 1;
const FROM = `${year}-03-01T10:00`;
const TO = `${year}-03-05T10:00`;
const SEARCH = `pickup=LAX01&from=${FROM}&to=${TO}`;

const BOOKABLE: MetaCar = {
  bookable: true,
  packages: [
    { plan_group: 'basic_service', pay_mode: 'arrival' },
    { plan_group: 'full_protection', pay_mode: 'full_prepaid' },
  ],
};

/** The target of a /meta query, read as the page reads it. */
async function targetOf(query: string, car?: MetaCar) {
  const search = await readBookingSearch(undefined, query);
  return metaTarget(search, readMetaChoice(query), car);
}

describe('readMetaChoice', () => {
  it('reads the sku and the package', () => {
    expect(readMetaChoice(`${SEARCH}&sku=42&package=full_protection-full_prepaid`)).toEqual({
      skuId: 42,
      pkg: { planGroup: 'full_protection', payMode: 'full_prepaid' },
    });
  });

  it("also reads the API's name sku_id, and a package alone", () => {
    expect(readMetaChoice('sku_id=7').skuId).toBe(7);
    expect(readMetaChoice({ [META_PACKAGE_PARAM]: 'basic_service-arrival' })).toEqual({
      skuId: undefined,
      pkg: { planGroup: 'basic_service', payMode: 'arrival' },
    });
  });

  it.each([
    ['sku=', undefined],
    ['sku=abc', undefined],
    ['sku=-3', undefined],
    ['sku=1234567890', undefined],
    ['sku=%2042%20', 42],
  ])('reads %s as the sku %s', (query, skuId) => {
    expect(readMetaChoice(query).skuId).toBe(skuId);
  });

  it.each(['gold-arrival', 'full_protection', 'full_protection-later', 'a-b-c', ''])(
    'takes the package %s as none',
    (pkg) => expect(readMetaChoice(`sku=42&package=${pkg}`).pkg).toBeUndefined(),
  );
});

describe('metaTarget', () => {
  const utm = 'utm_source=kayak&utm_medium=meta&utm_campaign=spring';

  it('opens the plan page of a package the car offers, with the search and utm', async () => {
    expect(await targetOf(`${SEARCH}&sku=42&package=full_protection-full_prepaid&${utm}`, BOOKABLE)).toBe(
      `/book/LAX01/42/full_protection-full_prepaid?${SEARCH}&${utm}`,
    );
  });

  it('opens the car detail without a package, or with one the car does not offer', async () => {
    expect(await targetOf(`${SEARCH}&sku=42`, BOOKABLE)).toBe(`/book/LAX01/42?${SEARCH}`);
    expect(await targetOf(`${SEARCH}&sku=42&package=super_protection-arrival`, BOOKABLE)).toBe(
      `/book/LAX01/42?${SEARCH}`,
    );
    expect(await targetOf(`${SEARCH}&sku=42&package=nonsense`, BOOKABLE)).toBe(`/book/LAX01/42?${SEARCH}`);
  });

  it('opens the car list of the search without a readable sku, or for a car that cannot be booked', async () => {
    expect(await targetOf(`${SEARCH}&${utm}`)).toBe(`/book/LAX01?${SEARCH}&${utm}`);
    expect(await targetOf(`${SEARCH}&sku=x42&package=full_protection-full_prepaid`, BOOKABLE)).toBe(
      `/book/LAX01?${SEARCH}`,
    );
    expect(
      await targetOf(`${SEARCH}&sku=999999&package=full_protection-full_prepaid`, { bookable: false }),
    ).toBe(`/book/LAX01?${SEARCH}`);
  });

  it('reads the search with the rent_info rules: stores, aliases, one-way, age, the encoded form', async () => {
    expect(await targetOf(`pickup=haw1204&from=${FROM}&to=${TO}&age=22&sku=5`, BOOKABLE)).toBe(
      `/book/HNL01/5?pickup=HNL01&from=${FROM}&to=${TO}&age=22`,
    );
    expect(await targetOf(`pickup=LAX01&dropoff=SFO01&from=${FROM}&to=${TO}`)).toBe(
      `/book/LAX01-SFO01?pickup=LAX01&dropoff=SFO01&from=${FROM}&to=${TO}`,
    );
    const rentInfo = encodeURIComponent(
      JSON.stringify({
        pickup_location: 'BKK01',
        drop_off_location: 'PAT534',
        pickup_date_time: `${year}-03-01 09:30`,
        drop_off_date_time: `${year}-03-04 18:00`,
        driver_age: 23,
      }),
    );
    expect(await targetOf(`rent_info=${rentInfo}&utm_source=trip`)).toBe(
      `/book/BKK01-PAT534?pickup=BKK01&dropoff=PAT534&from=${year}-03-01T09:30&to=${year}-03-04T18:00&age=23&utm_source=trip`,
    );
  });

  it('falls back field by field: an unknown store is LAX01, past dates are next week', async () => {
    const target = await targetOf('pickup=NOPE1&from=2020-01-01&to=2020-01-08&utm_term=x');
    expect(target).toMatch(
      /^\/book\/LAX01\?pickup=LAX01&from=\d{4}-\d{2}-\d{2}T10:00&to=\d{4}-\d{2}-\d{2}T10:00&utm_term=x$/,
    );
    expect(target).not.toContain('2020-');
  });
});
