import type { z } from 'zod';
import type { Gender, LicenseType } from '@/lib/choices';
import type { bookingFormSchema } from '@/lib/api/contract/booking-form';
import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type { CarDetail, CarDetailQuery, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { computeBill } from '@/lib/bill/compute';
import type { Money } from '@/lib/site/booking-flow/money';
import type { Lang } from '@/lib/i18n/locales';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import type { PackageChoice } from '@/lib/site/store/booking-draft-slice';
import type { ContactValues, DriverValues, FillInValues } from '@/lib/site/store/fill-in-draft';
import type { DriverRules } from './driver-rules';

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
 * bill is computed from exactly what the server priced. Only the feature's pure modules read it
 * (the bill, the driver rules, the booking call's body); the sections read `FillInRental`.
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

/** A text in each of the site's languages. */
export type LocalizedText = Record<Lang, string>;

/** A price as the car detail states it; the deposit's sections turn it into Money themselves. */
export type CarPrice = CarDetail['car']['deposit'];

/** An extra (equipment, a service) or an insurance unit of the store, priced for this rental. */
export type ExtraOffer = {
  id: number;
  /** the catalogue's code, e.g. child_seat */
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  /** priced per day (× the rental's days), else once for the rental */
  perDay: boolean;
  unitPrice: Money;
  /** one unit for the whole rental: per-day price × days, capped */
  rentalPrice: Money;
  /** the most one unit costs for the whole rental, when it is capped */
  cap: Money | null;
  /** units the chosen package includes at no charge (Full protection's additional driver) */
  included: number;
  /** units that may be bought beyond those included */
  maxQuantity: number;
};

/** The rental the fill-in step books, as its sections show it (to-site.ts toFillInRental). */
export type FillInRental = {
  skuId: number;
  /** the package code to book with (package_code_origin) */
  packageCode: string;
  planGroup: InsuranceType;
  payMode: PayMode;
  rentDays: number;
  /** spec §4: with payment version 2 extras are billed online, otherwise paid at the counter */
  paymentVersion: 1 | 2;
  /** the search's pick-up location: a coupon is checked for it */
  pickupLocation: string;
  pickupStore: { code: string; country: string; allowsZhima: boolean };
  deposit: CarPrice;
  extras: ExtraOffer[];
  insurance: ExtraOffer[];
  driverRules: DriverRules;
  /** the package's terms, which the shared CancellationTermsList words */
  cancellationPolicy: CancellationPolicy;
  localCurrency: string;
};

/** The form as its schema passed it: the booking call's own fields (the API parses the same schema). */
export type BookingForm = z.output<typeof bookingFormSchema>;

/** An extra or insurance unit the traveller chose, with its quantity. */
export type ChosenExtra = FillInValues['extra_service'][number];

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

/**
 * A saved driver or contact of a logged-in traveller (the accounts feature fills these lists): the
 * form's own values, every choice made and the saved one's id.
 */
export type SavedDriver = DriverValues & { driver_id: number; driver_license_type: LicenseType };
export type SavedContact = ContactValues & { contact_id: number; gender: Gender };
export type SavedPeople = { drivers: readonly SavedDriver[]; contacts: readonly SavedContact[] };
