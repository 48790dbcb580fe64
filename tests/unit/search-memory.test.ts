import type { RentInfo } from '@/lib/rent-info/codec';
import { readLastSearch } from '@/lib/site/store/search-slice';
import { createSiteStore, restoreTab, TAB_STORAGE_KEY } from '@/lib/site/store/site-store';

const stored: RentInfo = {
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

  it('is what the tab restores, and a malformed one is dropped on the way in', () => {
    window.sessionStorage.clear();
    const init = { region: 'intl', lang: 'en', guestId: 'g_test' } as const;
    createSiteStore(init).getState().search.remember(stored);
    const next = createSiteStore(init);
    expect(next.getState().search.last).toBeNull(); // not before the tab is restored (after mount)
    restoreTab(next);
    expect(next.getState().search.last).toEqual(stored);

    const saved = JSON.parse(window.sessionStorage.getItem(TAB_STORAGE_KEY)!);
    saved.state.search.last.driver_age = '17';
    window.sessionStorage.setItem(TAB_STORAGE_KEY, JSON.stringify(saved));
    const tampered = createSiteStore(init);
    restoreTab(tampered);
    expect(tampered.getState().search.last).toBeNull();
  });
});
