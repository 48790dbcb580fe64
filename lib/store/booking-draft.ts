import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { InsuranceType, PayMode } from '../api/contract/car';
import type { DecodedRentInfo } from '../rent-info/codec';

/**
 * Spec §3 'car detail state' and §4 'choosing a package': the booking being built, from the chosen
 * car and package on. Pages render from the URL; this draft carries the choice to the client steps
 * that follow (fill-in, payment) and survives a reload through the tab's sessionStorage.
 */
export type BookingDraftSlice = {
  /** the search the price was quoted for */
  rent_info: DecodedRentInfo | null;
  sku_id: number | null;
  /** the store that serves the rental: the pick-up store's canonical code (the API has no other) */
  service_id: string | null;
  /** the package's position in the car's packArr */
  package_index: number | null;
  /** the package's insurance tier */
  insurance_type: InsuranceType | null;
  /** the package's id (package_id) */
  insurance_id: number | null;
  /** the package code the order is booked with (package_code_origin) */
  package_code: string | null;
  pay_mode: PayMode | null;
  /** spec §9: 1 by default; with 2, extra services are billed online too (spec §4) */
  payment_version: PaymentVersion;
};

export type PaymentVersion = 1 | 2;
export const DEFAULT_PAYMENT_VERSION: PaymentVersion = 1;

/** What choosing a package on the car detail knows. */
export type PackageChoice = {
  rent_info: DecodedRentInfo;
  sku_id: number;
  service_id: string;
  package_index: number;
  insurance_type: InsuranceType;
  package_id: number;
  package_code: string;
  pay_mode: PayMode;
};

export type BookingDraftActions = {
  /** Spec §4: sets the package index, insurance type and id, and the package code of the order. */
  choosePackage(choice: PackageChoice): void;
  setPaymentVersion(version: PaymentVersion): void;
  reset(): void;
};

export type BookingDraftState = BookingDraftSlice & BookingDraftActions;

export const EMPTY_BOOKING_DRAFT: BookingDraftSlice = {
  rent_info: null,
  sku_id: null,
  service_id: null,
  package_index: null,
  insurance_type: null,
  insurance_id: null,
  package_code: null,
  pay_mode: null,
  payment_version: DEFAULT_PAYMENT_VERSION,
};

export const BOOKING_DRAFT_STORAGE_KEY = 'rentcar.booking-draft';

const sessionStorageOrNull = (): StateStorage | null =>
  typeof window === 'undefined' ? null : window.sessionStorage;

/**
 * A draft store, persisted to `storage` (the tab's sessionStorage by default; pass a memory storage
 * in tests, or null for none). Only the data is persisted, never the actions.
 */
export function createBookingDraftStore(options: { storage?: StateStorage | null } = {}) {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  return createStore<BookingDraftState>()(
    persist(
      (set) => ({
        ...EMPTY_BOOKING_DRAFT,
        choosePackage: (choice) =>
          set({
            rent_info: choice.rent_info,
            sku_id: choice.sku_id,
            service_id: choice.service_id,
            package_index: choice.package_index,
            insurance_type: choice.insurance_type,
            insurance_id: choice.package_id,
            package_code: choice.package_code,
            pay_mode: choice.pay_mode,
          }),
        setPaymentVersion: (payment_version) => set({ payment_version }),
        reset: () => set({ ...EMPTY_BOOKING_DRAFT }),
      }),
      {
        name: BOOKING_DRAFT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage ?? noStorage),
        partialize: ({ choosePackage: _c, setPaymentVersion: _s, reset: _r, ...data }) => data,
      },
    ),
  );
}

export type BookingDraftStore = ReturnType<typeof createBookingDraftStore>;

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

let tabStore: BookingDraftStore | undefined;

/**
 * The tab's draft (sessionStorage is per tab, so is the store). On the server every call gets a
 * fresh, unpersisted store: nothing is shared between requests, and server renders read the URL.
 */
export function bookingDraftStore(): BookingDraftStore {
  if (typeof window === 'undefined') return createBookingDraftStore({ storage: null });
  return (tabStore ??= createBookingDraftStore());
}

/** Whether the draft already holds this choice (so re-rendering a page does not rewrite it). */
export function holdsChoice(draft: BookingDraftSlice, choice: PackageChoice): boolean {
  return (
    draft.sku_id === choice.sku_id &&
    draft.service_id === choice.service_id &&
    draft.package_index === choice.package_index &&
    draft.insurance_type === choice.insurance_type &&
    draft.insurance_id === choice.package_id &&
    draft.package_code === choice.package_code &&
    draft.pay_mode === choice.pay_mode &&
    JSON.stringify(draft.rent_info) === JSON.stringify(choice.rent_info)
  );
}
