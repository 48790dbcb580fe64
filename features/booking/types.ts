import type { z } from 'zod';
import type { Gender, LicenseType } from '@/lib/choices';
import type { bookingFormSchema } from '@/lib/api/contract/booking-form';
import type { CarDetail, CarDetailQuery, CarPackage } from '@/lib/api/contract/car';
import type { computeBill } from '@/lib/bill/compute';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import type { PackageChoice } from '@/lib/store/booking-draft-slice';

/** Where the fill-in step sends the traveller; paths without the /{region}/{lang} prefix. */
export type FillInLinks = {
  /** the car list of this search: after 'sold out', and to search again */
  carList: string;
  /** the plan page of this car: change the package */
  changePackage: string;
  /** the Car Rental Terms article */
  terms: string;
  /** the car list of this search with another driver age band (a main driver outside the search's band) */
  withAge: Partial<Record<AgeBand, string>>;
};

/**
 * What the fill-in step is rendered with (serializable: the page builds it on the server). The car
 * detail is the answer the page was rendered from, narrowed to the chosen package, so the page's
 * bill is computed from exactly what the server priced.
 */
export type FillInContext = {
  detail: CarDetail;
  pkg: CarPackage;
  /** the car detail's query: the booking call names the search and the car the same way */
  query: CarDetailQuery;
  /** the draft's package choice (a draft of another choice is not this form's) */
  choice: PackageChoice;
  links: FillInLinks;
};

/** The form as its schema passed it: the booking call's own fields (the API parses the same schema). */
export type BookingForm = z.output<typeof bookingFormSchema>;

/** The bill the page computes (lib/bill, the same module the booking call runs). */
export type LiveBill = ReturnType<typeof computeBill>;
/** An amount of that bill: minor units of the payment currency and of the store's. */
export type BillAmount = LiveBill['baseSetBill']['total'];

/** A coupon of the logged-in traveller's wallet, as the coupon field offers it. */
export type WalletCouponOption = {
  code: string;
  /** the rule, in the page's language */
  description: string;
  /** where it may be used; empty: everywhere */
  countries: string[];
};

/** A code sent by SMS: how long it is good for, and when another may be asked for. */
export type SentCode = { expiresInSeconds: number; resendAfterSeconds: number };

/** A booking the API made: its number, and whether it is paid at the counter (else online now). */
export type BookedOrder = { tradeNo: string; paysAtCounter: boolean };

/** A saved driver or contact of a logged-in traveller (the accounts feature fills these lists). */
export type SavedDriver = {
  driver_id: number;
  given_name: string;
  sur_name: string;
  birthday: string;
  driver_license_type: LicenseType;
};
export type SavedContact = {
  contact_id: number;
  gender: Gender;
  name: string;
  contact_area_code: string;
  contact_phone: string;
  email: string;
  local_area_code: string;
  local_phone: string;
};
export type SavedPeople = { drivers: readonly SavedDriver[]; contacts: readonly SavedContact[] };
