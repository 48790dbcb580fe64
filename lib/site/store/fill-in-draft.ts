import type { Amount } from '../../api/contract/bill';
import type { CouponTermsAnswer } from '../../api/contract/booking';
import type { ChosenExtra, DepositCode } from '../../api/contract/booking-form';
import type { Gender, LicenseType } from '../../choices';

/**
 * The fill-in step's draft (spec §3 'Booking order (being built)'): what the traveller typed, the
 * proof of their phone, the coupon they applied and the key of their last booking attempt. It lives
 * in the booking draft, so a reload of the tab loses nothing; it is kept in the tab's sessionStorage
 * only (never a cookie or localStorage), like the rest of the draft.
 */

/** A driver as typed: selects start empty (''), so the form can ask 'please choose'. */
export type DriverValues = {
  driver_id?: number;
  given_name: string;
  sur_name: string;
  /** 'YYYY-MM-DD' */
  birthday: string;
  driver_license_type: LicenseType | '';
};

export type ContactValues = {
  contact_id?: number;
  gender: Gender | '';
  name: string;
  contact_area_code: string;
  contact_phone: string;
  email: string;
  local_area_code: string;
  local_phone: string;
};

/** The form's values: the booking request's own fields (lib/api/contract/booking-form.ts), as typed. */
export type FillInValues = {
  drivers: DriverValues[];
  contact: ContactValues;
  extra_service: ChosenExtra[];
  insurance_unit_item: ChosenExtra[];
  flight_no: string;
  remark: string;
  coupon_code: string;
  deposit: DepositCode;
  agree_terms: boolean;
};

/** The answer of /verify/check_code for one phone (area code and number, digits only). */
export type PhoneProofDraft = {
  phone: string;
  token: string;
  /** ISO instant the proof stops being accepted */
  expiresAt: string;
  freshman: boolean;
};

/**
 * The zhima credit pre-authorisation made for this car and package (spec §4, §7): its number and
 * the provider's last answer. Only 'success' lets the booking go without a card deposit.
 */
export type PreAuthDraft = {
  paymentNo: string;
  skuId: number;
  packageCode: string;
  status: 'pending' | 'success' | 'declined' | 'abandoned';
};

/**
 * The coupon applied to this booking: GET /coupon/check's answer kept whole, because the bill reads
 * its terms from it (lib/bill couponTermsOf) and the tab's drafts have always stored it so.
 */
export type AppliedCoupon = CouponTermsAnswer;

/** The Idempotency-Key of the last booking attempt, and a fingerprint of the request it was for. */
export type BookingAttempt = { key: string; fingerprint: string };

export type FillInDraft = {
  values: FillInValues;
  phoneProof: PhoneProofDraft | null;
  coupon: AppliedCoupon | null;
  attempt: BookingAttempt | null;
  preAuth: PreAuthDraft | null;
};

// Records over the contract's unions: the compiler fails when a value is missing or unknown.
const LICENSES: Record<LicenseType, true> = { cn: true, hk: true, th: true, other: true };
const DEPOSITS: Record<DepositCode, true> = { '1': true, '2': true };

/**
 * A fill-in draft as the tab stored it, or null when anything is not as this version of the site
 * writes it (a plain guard: zod is not in every page's JavaScript).
 */
export function readFillInDraft(value: unknown): FillInDraft | null {
  if (!isObject(value)) return null;
  const { values, phoneProof, coupon, attempt } = value;
  // Drafts written before the pre-authorisation was kept have none.
  const preAuth = value.preAuth ?? null;
  if (!(preAuth === null || isPreAuth(preAuth))) return null;
  if (!isValues(values)) return null;
  if (!(phoneProof === null || isPhoneProof(phoneProof))) return null;
  if (!(coupon === null || isCoupon(coupon))) return null;
  if (!(attempt === null || (isObject(attempt) && isText(attempt.key) && isText(attempt.fingerprint)))) {
    return null;
  }
  return { values, phoneProof, coupon, attempt, preAuth } as FillInDraft;
}

const PRE_AUTH_STATUSES: Record<PreAuthDraft['status'], true> = {
  pending: true,
  success: true,
  declined: true,
  abandoned: true,
};

function isPreAuth(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.paymentNo) &&
    isCount(value.skuId) &&
    isText(value.packageCode) &&
    isText(value.status) &&
    Object.hasOwn(PRE_AUTH_STATUSES, value.status)
  );
}

function isValues(value: unknown): value is FillInValues {
  if (!isObject(value)) return false;
  return (
    Array.isArray(value.drivers) &&
    value.drivers.every(isDriver) &&
    isContact(value.contact) &&
    isExtraList(value.extra_service) &&
    isExtraList(value.insurance_unit_item) &&
    isText(value.flight_no) &&
    isText(value.remark) &&
    isText(value.coupon_code) &&
    isText(value.deposit) &&
    Object.hasOwn(DEPOSITS, value.deposit) &&
    typeof value.agree_terms === 'boolean'
  );
}

function isDriver(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.driver_id === undefined || isCount(value.driver_id)) &&
    isText(value.given_name) &&
    isText(value.sur_name) &&
    isText(value.birthday) &&
    isText(value.driver_license_type) &&
    (value.driver_license_type === '' || Object.hasOwn(LICENSES, value.driver_license_type))
  );
}

function isContact(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.contact_id === undefined || isCount(value.contact_id)) &&
    (value.gender === '' || value.gender === 'female' || value.gender === 'male') &&
    ['name', 'contact_area_code', 'contact_phone', 'email', 'local_area_code', 'local_phone'].every((key) =>
      isText(value[key]),
    )
  );
}

const isExtraList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => isObject(item) && isCount(item.id) && isCount(item.quantity));

const isPhoneProof = (value: unknown) =>
  isObject(value) &&
  isText(value.phone) &&
  isText(value.token) &&
  isText(value.expiresAt) &&
  typeof value.freshman === 'boolean';

function isCoupon(value: unknown): value is AppliedCoupon {
  if (!isObject(value)) return false;
  const name = value.name;
  const limit = value.less_limit_price;
  return (
    isText(value.code) &&
    isObject(name) &&
    ['en', 'th', 'zh', 'zh-hant'].every((lang) => isText(name[lang])) &&
    (value.kind === 'percent' || value.kind === 'amount') &&
    (value.percent === null || isText(value.percent)) &&
    (value.discount === null || isAmount(value.discount)) &&
    isAmount(value.less_limit) &&
    isObject(limit) &&
    typeof limit.amount === 'number' &&
    isText(limit.currency)
  );
}

const isAmount = (value: unknown): value is Amount =>
  isObject(value) && Number.isInteger(value.payment) && Number.isInteger(value.local);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
