import { readLastSearch } from '@/features/search/store';

const stored = {
  pickup_location: 'LAX01',
  drop_off_location: 'SFO01',
  pickup_date_time: '2026-12-01 10:00',
  drop_off_date_time: '2026-12-08 10:00',
  driver_age: '25-75',
};

describe('readLastSearch (the tab’s remembered search)', () => {
  it('keeps a well-formed search, and only its fields', () => {
    expect(readLastSearch({ ...stored, injected: '<script>' })).toEqual(stored);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'LAX01'],
    ['a missing store', { ...stored, pickup_location: undefined }],
    ['a number for a date', { ...stored, drop_off_date_time: 20261208 }],
    ['an unknown age band', { ...stored, driver_age: '17' }],
    ['an age that is not text', { ...stored, driver_age: 30 }],
  ])('drops %s', (_name, value) => {
    expect(readLastSearch(value)).toBeNull();
  });
});
