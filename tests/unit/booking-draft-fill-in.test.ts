import type { StateStorage } from 'zustand/middleware';
import { emptyValues } from '@/features/booking/fill-in-values';
import type { PackageChoice } from '@/lib/site/store/booking-draft-slice';
import { readFillInDraft, type FillInDraft } from '@/lib/site/store/fill-in-draft';
import { createSiteStore, restoreTab, TAB_STORAGE_KEY } from '@/lib/site/store/site-store';
import { CAPTURED } from './booking-fixture';

const CHOICE: PackageChoice = {
  rentInfo: {
    pickup_location: 'BKK01',
    drop_off_location: 'BKK01',
    pickup_date_time: '2026-12-01 10:00',
    drop_off_date_time: '2026-12-05 10:00',
    driver_age: '25-75',
    rent_duration: 4,
  },
  skuId: 7,
  serviceId: 'BKK01',
  packageIndex: 4,
  insuranceType: 'full_protection',
  insuranceId: 5,
  packageCode: 'BKK01-FULL-PREPAID',
  payMode: 'full_prepaid',
};

const DRAFT: FillInDraft = {
  values: { ...emptyValues('en'), flight_no: 'TG661', extra_service: [{ id: 3, quantity: 2 }] },
  phoneProof: { phone: '66-812345678', token: 'proof', expiresAt: '2026-12-01T00:00:00Z', freshman: true },
  coupon: CAPTURED.coupon,
  attempt: { key: '6f1c2a9e-1111-4222-8333-944455556666', fingerprint: 'abc' },
  preAuth: { paymentNo: 'P0123456789abcdef', skuId: 7, packageCode: 'BKK01-FULL-PREPAID', status: 'success' },
};

function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const newStore = (storage: StateStorage) =>
  createSiteStore({ region: 'intl', lang: 'en', guestId: 'g_test' }, { storage });

function reloaded(storage: StateStorage) {
  const store = newStore(storage);
  restoreTab(store);
  return store;
}

describe('the fill-in draft', () => {
  it('survives a reload of the tab with the proof, the coupon and the attempt', () => {
    const storage = memoryStorage();
    const store = newStore(storage);
    store.getState().bookingDraft.choosePackage(CHOICE);
    store.getState().bookingDraft.saveFillIn(DRAFT);
    expect(reloaded(storage).getState().bookingDraft.fillIn).toEqual(DRAFT);
  });

  it('is kept when the same package is chosen again (a reload) and dropped for another', () => {
    const storage = memoryStorage();
    const store = newStore(storage);
    store.getState().bookingDraft.choosePackage(CHOICE);
    store.getState().bookingDraft.saveFillIn(DRAFT);
    const again = reloaded(storage);
    // The page's ChoosePackage runs before the tab is restored: the choice is compared after it.
    again.getState().bookingDraft.choosePackage({ ...CHOICE });
    expect(again.getState().bookingDraft.fillIn).toEqual(DRAFT);
    again
      .getState()
      .bookingDraft.choosePackage({ ...CHOICE, packageCode: 'BKK01-FULL-ARRIVAL', payMode: 'arrival' });
    expect(again.getState().bookingDraft.fillIn).toBeNull();
  });

  it('starts only from values, merges later patches, and is cleared after booking', () => {
    const store = newStore(memoryStorage());
    store.getState().bookingDraft.saveFillIn({ phoneProof: DRAFT.phoneProof });
    expect(store.getState().bookingDraft.fillIn).toBeNull();
    store.getState().bookingDraft.saveFillIn({ values: DRAFT.values });
    store.getState().bookingDraft.saveFillIn({ coupon: DRAFT.coupon });
    expect(store.getState().bookingDraft.fillIn).toEqual({
      ...DRAFT,
      phoneProof: null,
      attempt: null,
      preAuth: null,
    });
    store.getState().bookingDraft.clearFillIn();
    expect(store.getState().bookingDraft.fillIn).toBeNull();
  });

  it('drops what another version of the site stored', () => {
    expect(readFillInDraft(DRAFT)).toEqual(DRAFT);
    expect(readFillInDraft({ ...DRAFT, values: { ...DRAFT.values, deposit: '3' } })).toBeNull();
    expect(
      readFillInDraft({ ...DRAFT, values: { ...DRAFT.values, drivers: [{ given_name: 1 }] } }),
    ).toBeNull();
    expect(readFillInDraft({ ...DRAFT, coupon: { code: 'X' } })).toBeNull();
    expect(readFillInDraft({ ...DRAFT, phoneProof: { token: 'x' } })).toBeNull();
    expect(readFillInDraft({ ...DRAFT, preAuth: { ...DRAFT.preAuth, status: 'maybe' } })).toBeNull();
    // A draft from before the pre-authorisation was kept reads as having none.
    const { preAuth: _dropped, ...older } = DRAFT;
    expect(readFillInDraft(older)).toEqual({ ...DRAFT, preAuth: null });
    expect(readFillInDraft('nonsense')).toBeNull();

    const storage = memoryStorage();
    storage.setItem(
      TAB_STORAGE_KEY,
      JSON.stringify({
        state: { bookingDraft: { ...CHOICE, paymentVersion: 1, fillIn: { values: 'x' } } },
        version: 2,
      }),
    );
    const draft = reloaded(storage).getState().bookingDraft;
    expect(draft.packageCode).toBe('BKK01-FULL-PREPAID');
    expect(draft.fillIn).toBeNull();
  });
});
