import type { InsuranceType, PayMode } from '../../api/contract/car';
import type { DecodedRentInfo } from '../../rent-info/codec';
import { readFillInDraft, type FillInDraft } from './fill-in-draft';
import { readLastSearch } from './search-slice';
import type { DataOf, SliceCreator } from './slice';

/**
 * Spec §3 'car detail state' and §4 'choosing a package': the booking being built, from the chosen
 * car and package on. Pages render from the URL; this draft carries the choice to the client steps
 * that follow (fill-in, payment) and survives a reload through the tab's sessionStorage.
 *
 * The site store holds the wider BookingSessionDraft (below): this choice and the fill-in step's
 * draft (./fill-in-draft.ts). Choosing another package starts the form again; reloading the same
 * page keeps it.
 */
export type BookingDraftSlice = {
  /** the search the price was quoted for */
  rentInfo: DecodedRentInfo | null;
  skuId: number | null;
  /** the store that serves the rental: the pick-up store's canonical code (the API has no other) */
  serviceId: string | null;
  /** the package's position in the car's packArr */
  packageIndex: number | null;
  /** the package's insurance tier */
  insuranceType: InsuranceType | null;
  /** the package's id (the API's package_id) */
  insuranceId: number | null;
  /** the package code the order is booked with (the API's package_code_origin) */
  packageCode: string | null;
  payMode: PayMode | null;
  /** spec §9: 1 by default; with 2, extra services are billed online too (spec §4) */
  paymentVersion: PaymentVersion;
  /** Spec §4: sets the package index, insurance type and id, and the package code of the order. */
  choosePackage(choice: PackageChoice): void;
  setPaymentVersion(version: PaymentVersion): void;
  reset(): void;
};

export type PaymentVersion = 1 | 2;
export const DEFAULT_PAYMENT_VERSION: PaymentVersion = 1;

export type BookingDraftData = DataOf<BookingDraftSlice>;

/** What choosing a package on the car detail knows: every field of the draft but the payment version. */
export type PackageChoice = {
  [K in Exclude<keyof BookingDraftData, 'paymentVersion'>]: NonNullable<BookingDraftData[K]>;
};

export const EMPTY_BOOKING_DRAFT: BookingDraftData = {
  rentInfo: null,
  skuId: null,
  serviceId: null,
  packageIndex: null,
  insuranceType: null,
  insuranceId: null,
  packageCode: null,
  payMode: null,
  paymentVersion: DEFAULT_PAYMENT_VERSION,
};

export const createBookingDraftSlice: SliceCreator<BookingDraftSlice> = (setSlice) => ({
  ...EMPTY_BOOKING_DRAFT,
  choosePackage: (choice) => setSlice({ ...choice }),
  setPaymentVersion: (paymentVersion) => setSlice({ paymentVersion }),
  reset: () => setSlice({ ...EMPTY_BOOKING_DRAFT }),
});

const CHOICE_KEYS = Object.keys(EMPTY_BOOKING_DRAFT).filter(
  (key) => key !== 'paymentVersion',
) as (keyof PackageChoice)[];

/** Whether the draft already holds this choice (so re-rendering a page does not rewrite it). */
export function holdsChoice(draft: BookingDraftData, choice: PackageChoice): boolean {
  return CHOICE_KEYS.every((key) =>
    key === 'rentInfo'
      ? JSON.stringify(draft.rentInfo) === JSON.stringify(choice.rentInfo)
      : draft[key] === choice[key],
  );
}

// Records over the contract's unions: the compiler fails when a value is missing or unknown.
const INSURANCE_TYPES: Record<InsuranceType, true> = {
  basic_service: true,
  basic_protection: true,
  full_protection: true,
  super_protection: true,
};
const PAY_MODES: Record<PayMode, true> = { full_prepaid: true, arrival: true };

/**
 * The draft as the tab stored it, or the empty draft when anything is not as this version of the
 * site writes it (a guard, not zod: the store is in every page's JavaScript).
 */
export function readBookingDraft(value: unknown): BookingDraftData {
  if (typeof value !== 'object' || value === null) return EMPTY_BOOKING_DRAFT;
  const stored = value as Partial<Record<keyof BookingDraftData, unknown>>;
  const search = stored.rentInfo === null ? null : readLastSearch(stored.rentInfo);
  const duration = (stored.rentInfo as { rent_duration?: unknown } | null | undefined)?.rent_duration;
  const ok =
    (stored.rentInfo === null || (search !== null && isCount(duration))) &&
    isNullOr(stored.skuId, isCount) &&
    isNullOr(stored.serviceId, isText) &&
    isNullOr(stored.packageIndex, isCount) &&
    isNullOr(stored.insuranceType, (type) => isText(type) && Object.hasOwn(INSURANCE_TYPES, type)) &&
    isNullOr(stored.insuranceId, isCount) &&
    isNullOr(stored.packageCode, isText) &&
    isNullOr(stored.payMode, (mode) => isText(mode) && Object.hasOwn(PAY_MODES, mode)) &&
    (stored.paymentVersion === 1 || stored.paymentVersion === 2);
  if (!ok) return EMPTY_BOOKING_DRAFT;
  const data = stored as BookingDraftData;
  return {
    rentInfo: search && { ...search, rent_duration: duration as number },
    skuId: data.skuId,
    serviceId: data.serviceId,
    packageIndex: data.packageIndex,
    insuranceType: data.insuranceType,
    insuranceId: data.insuranceId,
    packageCode: data.packageCode,
    payMode: data.payMode,
    paymentVersion: data.paymentVersion,
  };
}

/** The booking draft of the site store: the package choice and the fill-in step's draft. */
export type BookingSessionDraft = BookingDraftSlice & {
  /** what the traveller typed on the fill-in step of the chosen package, or null */
  fillIn: FillInDraft | null;
  /** Merges into the fill-in draft; a draft is started only by a patch that carries the values. */
  saveFillIn(patch: Partial<FillInDraft>): void;
  /** After booking (or to start the form again): the choice stays, the fill-in draft goes. */
  clearFillIn(): void;
};

export const createBookingSessionDraft: SliceCreator<BookingSessionDraft> = (setSlice, getSlice) => {
  const base = createBookingDraftSlice(setSlice, getSlice);
  return {
    ...base,
    fillIn: null,
    saveFillIn: (patch) =>
      setSlice((draft) => {
        if (draft.fillIn) return { fillIn: { ...draft.fillIn, ...patch } };
        if (!patch.values) return {};
        return {
          fillIn: {
            phoneProof: null,
            coupon: null,
            attempt: null,
            preAuth: null,
            ...patch,
            values: patch.values,
          },
        };
      }),
    clearFillIn: () => setSlice({ fillIn: null }),
    // The same choice again (a reload of the page) keeps the form; another package starts it again.
    choosePackage: (choice) =>
      setSlice((draft) => (holdsChoice(draft, choice) ? { ...choice } : { ...choice, fillIn: null })),
    reset: () => setSlice({ ...EMPTY_BOOKING_DRAFT, fillIn: null }),
  };
};

/** The wider draft as the tab stored it: the choice checked as above, the fill-in draft by its guard. */
export function readBookingSessionDraft(value: unknown): DataOf<BookingSessionDraft> {
  const choice = readBookingDraft(value);
  const fillIn =
    choice === EMPTY_BOOKING_DRAFT ? null : readFillInDraft((value as { fillIn?: unknown }).fillIn);
  return { ...choice, fillIn };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isNullOr = (value: unknown, check: (value: unknown) => boolean) => value === null || check(value);
