import type { StateStorage } from 'zustand/middleware';
import type { DecodedRentInfo } from '@/lib/rent-info/codec';
import { holdsChoice, readBookingDraft, type PackageChoice } from '@/lib/site/store/booking-draft-slice';
import { createSiteStore, restoreTab, TAB_STORAGE_KEY } from '@/lib/site/store/site-store';

const RENT_INFO: DecodedRentInfo = {
  pickup_location: 'LAX01',
  drop_off_location: 'LAX01',
  pickup_date_time: '2026-12-01 10:00',
  drop_off_date_time: '2026-12-05 10:00',
  driver_age: '25-75',
  rent_duration: 4,
};

const FULL_PREPAID: PackageChoice = {
  rentInfo: RENT_INFO,
  skuId: 7,
  serviceId: 'LAX01',
  packageIndex: 4,
  insuranceType: 'full_protection',
  insuranceId: 5,
  packageCode: 'LAX01-FULL-PREPAID',
  payMode: 'full_prepaid',
};

/** A sessionStorage stand-in that a second store can read, like a reload of the same tab. */
function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const newStore = (storage: StateStorage = memoryStorage()) =>
  createSiteStore({ region: 'intl', lang: 'en', guestId: 'g_test' }, { storage });

/** A new page load in the same tab: a new store that reads what the tab kept. */
function reloaded(storage: StateStorage) {
  const store = newStore(storage);
  restoreTab(store);
  return store.getState().bookingDraft;
}

describe('the booking draft', () => {
  it('starts empty, with payment version 1', () => {
    const draft = newStore().getState().bookingDraft;
    expect(draft.packageIndex).toBeNull();
    expect(draft.insuranceType).toBeNull();
    expect(draft.insuranceId).toBeNull();
    expect(draft.packageCode).toBeNull();
    expect(draft.paymentVersion).toBe(1);
  });

  it('choosing a package sets the package index, insurance type and id, and the package code', () => {
    const store = newStore();
    store.getState().bookingDraft.choosePackage(FULL_PREPAID);
    // The draft takes the choice as it is (the same camelCase names), payment version 1.
    expect(store.getState().bookingDraft).toMatchObject({ ...FULL_PREPAID, paymentVersion: 1 });
    expect(store.getState().bookingDraft.insuranceId).toBe(5);
    expect(holdsChoice(store.getState().bookingDraft, FULL_PREPAID)).toBe(true);
  });

  it('choosing another package replaces the whole choice', () => {
    const store = newStore();
    store.getState().bookingDraft.choosePackage(FULL_PREPAID);
    const arrival: PackageChoice = {
      ...FULL_PREPAID,
      packageIndex: 7,
      insuranceType: 'super_protection',
      insuranceId: 8,
      packageCode: 'LAX01-SUPER-ARRIVAL',
      payMode: 'arrival',
    };
    store.getState().bookingDraft.choosePackage(arrival);
    expect(store.getState().bookingDraft).toMatchObject({
      packageIndex: 7,
      insuranceType: 'super_protection',
      insuranceId: 8,
      packageCode: 'LAX01-SUPER-ARRIVAL',
      payMode: 'arrival',
    });
    expect(holdsChoice(store.getState().bookingDraft, FULL_PREPAID)).toBe(false);
  });

  it('keeps the choice across a reload of the tab (sessionStorage), data only', () => {
    const storage = memoryStorage();
    newStore(storage).getState().bookingDraft.choosePackage(FULL_PREPAID);
    const saved = JSON.parse(storage.data.get(TAB_STORAGE_KEY)!);
    expect(Object.keys(saved.state.bookingDraft)).not.toContain('choosePackage');
    // Only the tab's memory is kept: the site, session and dialogs are rebuilt on every load.
    expect(Object.keys(saved.state).sort()).toEqual(['bookingDraft', 'search']);

    const draft = reloaded(storage);
    expect(draft.packageCode).toBe('LAX01-FULL-PREPAID');
    expect(draft.insuranceId).toBe(5);
    expect(draft.rentInfo).toEqual(RENT_INFO);
    expect(holdsChoice(draft, FULL_PREPAID)).toBe(true);
  });

  it('a choice made before the tab is restored keeps the tab’s remembered search', () => {
    const storage = memoryStorage();
    const { rent_duration: _days, ...search } = RENT_INFO;
    newStore(storage).getState().search.remember(search);
    // The next page writes its package in an effect that may run before the provider restores the tab.
    const next = newStore(storage);
    next.getState().bookingDraft.choosePackage(FULL_PREPAID);
    expect(next.getState().search.last).toEqual(search);
    expect(reloaded(storage).packageCode).toBe('LAX01-FULL-PREPAID');
  });

  it('persists to the tab sessionStorage by default, and reset clears the choice', () => {
    window.sessionStorage.clear();
    const store = createSiteStore({ region: 'intl', lang: 'en', guestId: 'g_test' });
    store.getState().bookingDraft.choosePackage(FULL_PREPAID);
    expect(window.sessionStorage.getItem(TAB_STORAGE_KEY)).toContain('LAX01-FULL-PREPAID');
    store.getState().bookingDraft.reset();
    expect(store.getState().bookingDraft.packageCode).toBeNull();
    const next = createSiteStore({ region: 'intl', lang: 'en', guestId: 'g_test' });
    restoreTab(next);
    expect(next.getState().bookingDraft.packageCode).toBeNull();
  });

  it('drops a stored draft that is not as this site writes it', () => {
    const stored = { ...FULL_PREPAID, paymentVersion: 1 };
    expect(readBookingDraft(stored)).toEqual(stored);
    expect(readBookingDraft({ ...stored, injected: '<script>' })).toEqual(stored);
    for (const broken of [
      null,
      'LAX01',
      { ...stored, insuranceType: 'platinum' },
      { ...stored, payMode: 'later' },
      { ...stored, skuId: '7' },
      { ...stored, paymentVersion: 3 },
      { ...stored, rentInfo: { ...RENT_INFO, driver_age: '17' } },
      { ...stored, rentInfo: { ...RENT_INFO, rent_duration: undefined } },
    ]) {
      expect(readBookingDraft(broken).packageCode).toBeNull();
    }
  });
});
