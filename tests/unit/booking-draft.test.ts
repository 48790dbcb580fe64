import type { StateStorage } from 'zustand/middleware';
import type { DecodedRentInfo } from '@/lib/rent-info/codec';
import {
  BOOKING_DRAFT_STORAGE_KEY,
  createBookingDraftStore,
  holdsChoice,
  type PackageChoice,
} from '@/lib/store/booking-draft';

const RENT_INFO: DecodedRentInfo = {
  pickup_location: 'LAX01',
  drop_off_location: 'LAX01',
  pickup_date_time: '2026-12-01 10:00',
  drop_off_date_time: '2026-12-05 10:00',
  driver_age: '25-75',
  rent_duration: 4,
};

const FULL_PREPAID: PackageChoice = {
  rent_info: RENT_INFO,
  sku_id: 7,
  service_id: 'LAX01',
  package_index: 4,
  insurance_type: 'full_protection',
  package_id: 5,
  package_code: 'LAX01-FULL-PREPAID',
  pay_mode: 'full_prepaid',
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

describe('the booking draft', () => {
  it('starts empty, with payment_version 1', () => {
    const draft = createBookingDraftStore({ storage: null }).getState();
    expect(draft.package_index).toBeNull();
    expect(draft.insurance_type).toBeNull();
    expect(draft.insurance_id).toBeNull();
    expect(draft.package_code).toBeNull();
    expect(draft.payment_version).toBe(1);
  });

  it('choosing a package sets the package index, insurance type and id, and the package code', () => {
    const store = createBookingDraftStore({ storage: null });
    store.getState().choosePackage(FULL_PREPAID);
    expect(store.getState()).toMatchObject({
      rent_info: RENT_INFO,
      sku_id: 7,
      service_id: 'LAX01',
      package_index: 4,
      insurance_type: 'full_protection',
      insurance_id: 5,
      package_code: 'LAX01-FULL-PREPAID',
      pay_mode: 'full_prepaid',
      payment_version: 1,
    });
    expect(holdsChoice(store.getState(), FULL_PREPAID)).toBe(true);
  });

  it('choosing another package replaces the whole choice', () => {
    const store = createBookingDraftStore({ storage: null });
    store.getState().choosePackage(FULL_PREPAID);
    const arrival: PackageChoice = {
      ...FULL_PREPAID,
      package_index: 7,
      insurance_type: 'super_protection',
      package_id: 8,
      package_code: 'LAX01-SUPER-ARRIVAL',
      pay_mode: 'arrival',
    };
    store.getState().choosePackage(arrival);
    expect(store.getState()).toMatchObject({
      package_index: 7,
      insurance_type: 'super_protection',
      insurance_id: 8,
      package_code: 'LAX01-SUPER-ARRIVAL',
      pay_mode: 'arrival',
    });
    expect(holdsChoice(store.getState(), FULL_PREPAID)).toBe(false);
  });

  it('keeps the choice across a reload of the tab (sessionStorage), data only', () => {
    const storage = memoryStorage();
    createBookingDraftStore({ storage }).getState().choosePackage(FULL_PREPAID);
    const saved = JSON.parse(storage.data.get(BOOKING_DRAFT_STORAGE_KEY)!);
    expect(Object.keys(saved.state)).not.toContain('choosePackage');

    const reloaded = createBookingDraftStore({ storage }).getState();
    expect(reloaded.package_code).toBe('LAX01-FULL-PREPAID');
    expect(reloaded.insurance_id).toBe(5);
    expect(reloaded.rent_info).toEqual(RENT_INFO);
    expect(holdsChoice(reloaded, FULL_PREPAID)).toBe(true);
  });

  it('persists to the tab sessionStorage by default, and reset clears the choice', () => {
    window.sessionStorage.clear();
    const store = createBookingDraftStore();
    store.getState().choosePackage(FULL_PREPAID);
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_STORAGE_KEY)).toContain('LAX01-FULL-PREPAID');
    store.getState().reset();
    expect(store.getState().package_code).toBeNull();
    expect(createBookingDraftStore().getState().package_code).toBeNull();
  });
});
