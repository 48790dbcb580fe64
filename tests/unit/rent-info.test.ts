import type { StoreInfo } from '@/lib/api/contract/common';
import {
  decodeRentInfo,
  defaultRentInfo,
  encodeRentInfo,
  encodeRentInfoParam,
  rentInfoQueryString,
  toCarListQuery,
  type DecodeOptions,
  type RentInfo,
} from '@/lib/rent-info/codec';
import { ageOfBand, AGE_BANDS, bandOfAge, readAgeBand } from '@/lib/rent-info/driver-age';
import { formatStoreInfoSegment, parseStoreInfoSegment } from '@/lib/rent-info/store-info';
import { storeLookupFromConfig, type StoreFacts } from '@/lib/rent-info/store-lookup';
import { rentWindowProblem } from '@/lib/rent-info/window';
import { parseWallTime } from '@/lib/time/wall-time';

const LA = 'America/Los_Angeles';
const stores: Record<string, StoreFacts> = {
  LAX01: { code: 'LAX01', timeZone: LA, dropStoreAllow: ['LAX01', 'SFO01', 'HNL01'] },
  SFO01: { code: 'SFO01', timeZone: LA, dropStoreAllow: ['SFO01', 'LAX01'] },
  // Allowed from LAX01 here only to test a drop-off on another clock.
  HNL01: { code: 'HNL01', timeZone: 'Pacific/Honolulu', dropStoreAllow: ['HNL01'] },
  CHC01: { code: 'CHC01', timeZone: 'Pacific/Auckland', dropStoreAllow: ['CHC01'] },
  BKK01: { code: 'BKK01', timeZone: 'Asia/Bangkok', dropStoreAllow: ['BKK01', 'PAT534'] },
};
const lookupStore = (code: string) => {
  const upper = code.toUpperCase();
  return stores[upper === 'HAW1204' ? 'HNL01' : upper];
};

// 12:00 on Wednesday 10 June 2026 in Los Angeles (19:00Z); already 07:00 on the 11th in Christchurch.
const now = new Date('2026-06-10T19:00:00Z');
const options: DecodeOptions = { now, lookupStore };
const decode = (query: string, extra: Partial<DecodeOptions> = {}) =>
  decodeRentInfo(query, { ...options, ...extra });

const defaults = {
  pickup_location: 'LAX01',
  drop_off_location: 'LAX01',
  pickup_date_time: '2026-06-17 10:00',
  drop_off_date_time: '2026-06-24 10:00',
  driver_age: '25-75',
  rent_duration: 7,
};
const defaultDates = {
  pickup_date_time: defaults.pickup_date_time,
  drop_off_date_time: defaults.drop_off_date_time,
};

describe('decodeRentInfo: defaults', () => {
  it('answers LAX01, +7 and +14 days at 10:00, age 25-75 for an empty query', () => {
    expect(decode('')).toEqual(defaults);
  });

  it("computes today and the defaults on the pick-up store's clock", () => {
    expect(decode('pickup=CHC01')).toMatchObject({
      pickup_location: 'CHC01',
      drop_off_location: 'CHC01',
      pickup_date_time: '2026-06-18 10:00', // already the 11th in Christchurch
      drop_off_date_time: '2026-06-25 10:00',
    });
  });

  it('matches defaultRentInfo', () => {
    expect(defaultRentInfo({ now, store: stores.LAX01! })).toEqual(defaults);
  });
});

describe('decodeRentInfo: the readable link', () => {
  it('reads stores, times and the age band', () => {
    expect(decode('pickup=LAX01&dropoff=SFO01&from=2026-12-01T10:00&to=2026-12-08T09:30&age=21')).toEqual({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
      pickup_date_time: '2026-12-01 10:00',
      drop_off_date_time: '2026-12-08 09:30',
      driver_age: '21',
      rent_duration: 7,
    });
  });

  it('takes a date alone as 10:00 and accepts a space or the API parameter names', () => {
    expect(decode('pickup=LAX01&from=2026-12-01&to=2026-12-03')).toMatchObject({
      pickup_date_time: '2026-12-01 10:00',
      drop_off_date_time: '2026-12-03 10:00',
      rent_duration: 2,
    });
    expect(
      decode(
        'pickup_location=SFO01&drop_off_location=LAX01&pickup_date_time=2026-12-01+08:00&drop_off_date_time=2026-12-02%2008:00&driver_age=75%2B',
      ),
    ).toMatchObject({
      pickup_location: 'SFO01',
      drop_off_location: 'LAX01',
      pickup_date_time: '2026-12-01 08:00',
      drop_off_date_time: '2026-12-02 08:00',
      driver_age: '75+',
    });
  });

  it('reads codes in any case and aliases as their store', () => {
    expect(decode('pickup=lax01&dropoff=sfo01')).toMatchObject({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
    });
    expect(decode('pickup=HAW1204')).toMatchObject({ pickup_location: 'HNL01', drop_off_location: 'HNL01' });
  });

  it('lets the /book/{store_info} path decide the stores', () => {
    expect(decode('pickup=CHC01', { path: { pickup: 'SFO01', dropOff: 'LAX01' } })).toMatchObject({
      pickup_location: 'SFO01',
      drop_off_location: 'LAX01',
    });
  });

  it('reads a URLSearchParams or a record of params too', () => {
    const query = 'pickup=SFO01&from=2026-12-01T10:00&to=2026-12-02T10:00';
    expect(decodeRentInfo(new URLSearchParams(query), options)).toEqual(decode(query));
    expect(
      decodeRentInfo(
        { pickup: ['SFO01', 'LAX01'], from: '2026-12-01T10:00', to: '2026-12-02T10:00' },
        options,
      ),
    ).toEqual(decode(query));
  });
});

describe('decodeRentInfo: stores', () => {
  it('falls back to default_store when the pick-up store is missing or unknown', () => {
    expect(decode('default_store=SFO01')).toMatchObject({
      pickup_location: 'SFO01',
      drop_off_location: 'SFO01',
    });
    expect(decode('pickup=NOPE99&default_store=SFO01').pickup_location).toBe('SFO01');
    expect(decode('default_store=haw1204').pickup_location).toBe('HNL01');
  });

  it('keeps the pick-up store over default_store', () => {
    expect(decode('pickup=CHC01&default_store=SFO01').pickup_location).toBe('CHC01');
  });

  it.each(['HNL', 'SF0', 'SFO-01', 'SFO 01', '', 'NOPE99'])(
    'ignores default_store %j (fewer than 4 letters or digits, or unknown)',
    (value) => expect(decode(`default_store=${encodeURIComponent(value)}`).pickup_location).toBe('LAX01'),
  );

  it('returns to the pick-up store when the drop-off store is unknown or not allowed', () => {
    expect(decode('pickup=LAX01&dropoff=NOPE99').drop_off_location).toBe('LAX01');
    expect(decode('pickup=SFO01&dropoff=CHC01').drop_off_location).toBe('SFO01');
    expect(decode('pickup=CHC01&dropoff=LAX01').drop_off_location).toBe('CHC01');
  });

  it('skips the allow check when the lookup does not know it', () => {
    const open = (code: string) => {
      const store = lookupStore(code);
      return store && { code: store.code, timeZone: store.timeZone };
    };
    expect(decode('pickup=SFO01&dropoff=CHC01', { lookupStore: open }).drop_off_location).toBe('CHC01');
  });
});

describe('decodeRentInfo: the date window', () => {
  const dates = (from: string, to: string) => {
    const { pickup_date_time, drop_off_date_time } = decode(`pickup=LAX01&from=${from}&to=${to}`);
    return { pickup_date_time, drop_off_date_time };
  };
  const kept = (from: string, to: string) => ({
    pickup_date_time: from.replace('T', ' '),
    drop_off_date_time: to.replace('T', ' '),
  });

  it('accepts a pick-up up to one day before now, not a minute more', () => {
    expect(dates('2026-06-09T12:00', '2026-06-12T10:00')).toEqual(
      kept('2026-06-09T12:00', '2026-06-12T10:00'),
    );
    expect(dates('2026-06-09T11:59', '2026-06-12T10:00')).toEqual(defaultDates);
  });

  it('needs the drop-off after the pick-up', () => {
    expect(dates('2026-12-01T10:00', '2026-12-01T10:01')).toEqual(
      kept('2026-12-01T10:00', '2026-12-01T10:01'),
    );
    expect(dates('2026-12-01T10:00', '2026-12-01T10:00')).toEqual(defaultDates);
    expect(dates('2026-12-01T10:00', '2026-11-30T10:00')).toEqual(defaultDates);
  });

  it('accepts a drop-off up to 370 days from now, not a minute more', () => {
    // 370 days after 12:00 on 10 June 2026 is 12:00 on 15 June 2027.
    expect(dates('2026-07-01T10:00', '2027-06-15T12:00')).toEqual(
      kept('2026-07-01T10:00', '2027-06-15T12:00'),
    );
    expect(dates('2026-07-01T10:00', '2027-06-15T12:01')).toEqual(defaultDates);
  });

  it('accepts a rental of exactly one year, not a minute more', () => {
    expect(dates('2026-06-11T10:00', '2027-06-11T10:00')).toEqual(
      kept('2026-06-11T10:00', '2027-06-11T10:00'),
    );
    expect(decode('from=2026-06-11T10:00&to=2027-06-11T10:00').rent_duration).toBe(365);
    expect(dates('2026-06-11T10:00', '2027-06-11T10:01')).toEqual(defaultDates);
  });

  it('falls back when the pick-up does not parse, whatever the drop-off', () => {
    expect(dates('2026-02-30T10:00', '2026-12-08T10:00')).toEqual(defaultDates);
    expect(dates('tomorrow', '2026-12-08T10:00')).toEqual(defaultDates);
    expect(decode('to=2026-12-08T10:00')).toMatchObject(defaultDates);
    expect(dates('2026-12-01T10:00', 'later')).toEqual(defaultDates);
  });

  it('gives a pick-up without a drop-off the default drop-off, or a week when the pick-up is later', () => {
    expect(decode('from=2026-06-20T09:00')).toMatchObject({
      pickup_date_time: '2026-06-20 09:00',
      drop_off_date_time: '2026-06-24 10:00',
    });
    expect(decode('from=2026-12-01T09:00')).toMatchObject({
      pickup_date_time: '2026-12-01 09:00',
      drop_off_date_time: '2026-12-08 09:00',
    });
  });

  it("reads a drop-off on its own store's clock and counts days on the pick-up store's", () => {
    // 10:00 in Los Angeles is 08:00 in Honolulu (18:00Z) in December.
    expect(decode('pickup=LAX01&dropoff=HNL01&from=2026-12-01T10:00&to=2026-12-02T08:00')).toMatchObject({
      drop_off_location: 'HNL01',
      drop_off_date_time: '2026-12-02 08:00',
      rent_duration: 1,
    });
  });

  it('counts 10:00 → 10:00 over the spring-forward night as one day', () => {
    expect(decode('from=2027-03-13T10:00&to=2027-03-14T10:00').rent_duration).toBe(1);
  });
});

describe('decodeRentInfo: driver age', () => {
  it.each([
    ['25-75', '25-75'],
    ['75+', '75+'],
    ['18', '18'],
    ['24', '24'],
    ['255', '25-75'], // only the first two digits count
    ['19yo', '19'],
    ['80', '75+'],
    ['30', '25-75'],
    ['17', '25-75'], // younger than any band: invalid, so 30
    ['7', '25-75'],
    ['abc', '25-75'],
    ['', '25-75'],
  ])('reads age=%j as %j', (raw, band) => {
    expect(decode(`age=${encodeURIComponent(raw)}`).driver_age).toBe(band);
  });
});

describe('decodeRentInfo: the encoded rent_info parameter', () => {
  const info: RentInfo = {
    pickup_location: 'SFO01',
    drop_off_location: 'LAX01',
    pickup_date_time: '2026-12-01 10:00',
    drop_off_date_time: '2026-12-05 10:00',
    driver_age: '22',
  };

  it('reads the JSON form, plain or base64url', () => {
    const param = encodeRentInfoParam(info);
    expect(decode(new URLSearchParams({ rent_info: param }).toString())).toEqual({
      ...info,
      rent_duration: 4,
    });
    const base64 = btoa(param).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decode(`rent_info=${base64}`)).toEqual({ ...info, rent_duration: 4 });
  });

  it('reads a numeric driver_age in it', () => {
    const param = JSON.stringify({ ...info, driver_age: 21 });
    expect(decode(new URLSearchParams({ rent_info: param }).toString()).driver_age).toBe('21');
  });

  it('falls back field by field when it is broken', () => {
    expect(decode('rent_info=%7Bnot-json')).toEqual(defaults);
    expect(decode(new URLSearchParams({ rent_info: '[1,2]' }).toString())).toEqual(defaults);
    const stale = JSON.stringify({ ...info, pickup_date_time: '2025-01-01 10:00' });
    expect(decode(new URLSearchParams({ rent_info: stale }).toString())).toEqual({
      ...defaults,
      pickup_location: 'SFO01',
      drop_off_location: 'LAX01',
      driver_age: '22',
    });
  });

  it('gives way to the readable parameters', () => {
    const query = new URLSearchParams({ rent_info: encodeRentInfoParam(info), pickup: 'CHC01' }).toString();
    expect(decode(query).pickup_location).toBe('CHC01');
  });
});

describe('encodeRentInfo', () => {
  const info: RentInfo = {
    pickup_location: 'LAX01',
    drop_off_location: 'SFO01',
    pickup_date_time: '2026-12-01 10:00',
    drop_off_date_time: '2026-12-08 10:00',
    driver_age: '21',
  };

  it('writes the readable link and keeps the utm keys only', () => {
    const keep = 'utm_source=newsletter&utm_campaign=winter&gclid=x&pickup=CHC01';
    expect(rentInfoQueryString(info, keep)).toBe(
      'pickup=LAX01&dropoff=SFO01&from=2026-12-01T10:00&to=2026-12-08T10:00&age=21&utm_source=newsletter&utm_campaign=winter',
    );
    expect(encodeRentInfo(info, keep).get('gclid')).toBeNull();
  });

  it('leaves out a same-store drop-off and the default age', () => {
    expect(rentInfoQueryString({ ...info, drop_off_location: 'LAX01', driver_age: '25-75' })).toBe(
      'pickup=LAX01&from=2026-12-01T10:00&to=2026-12-08T10:00',
    );
  });

  it('escapes what must be escaped', () => {
    expect(rentInfoQueryString({ ...info, driver_age: '75+' })).toContain('age=75%2B');
  });

  it('decodes back to the same search', () => {
    for (const band of AGE_BANDS) {
      const search = { ...info, driver_age: band };
      expect(decode(rentInfoQueryString(search))).toEqual({ ...search, rent_duration: 7 });
      expect(decode(encodeRentInfo(search).toString())).toEqual({ ...search, rent_duration: 7 });
    }
  });

  it('maps a search onto the car-list query', () => {
    expect(toCarListQuery(info)).toEqual({
      pickup_location: 'LAX01',
      drop_off_location: 'SFO01',
      pickup_date_time: '2026-12-01 10:00',
      drop_off_date_time: '2026-12-08 10:00',
      driver_age: '21',
    });
  });
});

describe('rentWindowProblem', () => {
  const w = (text: string) => parseWallTime(text)!;
  const nowWall = w('2026-06-10 12:00');

  it.each([
    ['2026-06-09 11:59', '2026-06-12 10:00', 'pickup_too_early'],
    ['2026-06-12 10:00', '2026-06-12 10:00', 'drop_off_not_after_pickup'],
    ['2026-07-01 10:00', '2027-06-15 12:01', 'drop_off_too_late'],
    ['2026-06-11 10:00', '2027-06-11 10:01', 'range_too_long'],
    ['2026-06-09 12:00', '2027-06-09 12:00', null],
  ])('%s → %s is %s', (pickup, dropOff, problem) => {
    expect(rentWindowProblem({ pickup: w(pickup), dropOff: w(dropOff), now: nowWall })).toBe(problem);
  });

  it('allows a rental of one year, 31536000000 ms, and not a minute more', () => {
    const pickup = w('2026-06-11 10:00');
    const after = (ms: number) => rentWindowProblem({ pickup, dropOff: pickup + ms, now: nowWall });
    expect(after(31_536_000_000)).toBeNull();
    expect(after(31_536_000_000 + 60_000)).toBe('range_too_long');
  });
});

describe('driver age bands', () => {
  it('gives each band an age for pricing', () => {
    expect(AGE_BANDS.map(ageOfBand)).toEqual([18, 19, 20, 21, 22, 23, 24, 30, 76]);
  });

  it('finds the band of an age', () => {
    expect([17, 18, 24, 25, 75, 76, 99].map(bandOfAge)).toEqual([
      undefined,
      '18',
      '24',
      '25-75',
      '25-75',
      '75+',
      '75+',
    ]);
    expect(bandOfAge(21.5)).toBeUndefined();
  });

  it('reads a missing value as the default band', () => {
    expect(readAgeBand(undefined)).toBe('25-75');
    expect(readAgeBand(null)).toBe('25-75');
  });
});

describe('the /book/{store_info} segment', () => {
  it('reads the pick-up store and an optional drop-off store', () => {
    expect(parseStoreInfoSegment('LAX01')).toEqual({ pickup: 'LAX01', dropOff: undefined });
    expect(parseStoreInfoSegment('lax01-SFO01')).toEqual({ pickup: 'LAX01', dropOff: 'SFO01' });
  });

  it('writes the drop-off store only when it differs', () => {
    expect(formatStoreInfoSegment('LAX01', 'LAX01')).toBe('LAX01');
    expect(formatStoreInfoSegment('LAX01', 'SFO01')).toBe('LAX01-SFO01');
  });
});

describe('storeLookupFromConfig', () => {
  const text = { en: '', th: '', zh: '', 'zh-hant': '' };
  const honolulu: StoreInfo = {
    value: 'HNL01',
    aliases: ['HAW1204'],
    label: text,
    short_name: text,
    address: text,
    phone: '',
    currency: 'USD',
    opening_hours: [],
    pickup_instructions: text,
    dropoff_instructions: text,
    drop_store_allow: ['HNL01'],
    driver_age: { min: 21, max: 75, young_under: 25, young_fee: 30 },
    after_hours_fee: 50,
    alipay: '1',
    qr_code: null,
    city: {
      value: 'HNL',
      lang_label: text,
      timeZone: { iana: 'Pacific/Honolulu', offset: -10, isDST: false, dstRule: null },
    },
    state: { value: 'US-HI', lang_label: text },
    country: { value: 'US', country_code: 'US', lang_label: text },
  };
  const lookup = storeLookupFromConfig({ HNL01: honolulu, HAW1204: honolulu });

  it('finds stores by code or alias, in any case', () => {
    const facts = {
      code: 'HNL01',
      timeZone: 'Pacific/Honolulu',
      dropStoreAllow: ['HNL01'],
      driverAge: { min: honolulu.driver_age.min, max: honolulu.driver_age.max },
    };
    expect(lookup('HNL01')).toEqual(facts);
    expect(lookup('haw1204')).toEqual(facts);
  });

  it('knows nothing else, not even inherited keys', () => {
    expect(lookup('LAX01')).toBeUndefined();
    expect(lookup('constructor')).toBeUndefined();
    expect(lookup('__proto__')).toBeUndefined();
  });
});
