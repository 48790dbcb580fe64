import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type {
  CarDetail,
  CarPackage,
  InsuranceType,
  LocalizedText,
  MileageLimit,
  PayMode as ApiPayMode,
} from '@/lib/api/contract/car';
import type { BookingSearch } from '@/lib/site/booking-flow/booking-search';
import type { FeeLine } from '@/lib/site/booking-flow/fees';
import type { Money } from '@/lib/site/booking-flow/money';
import type { CarFacts } from '@/lib/site/car-facts';

/** A tier of cover: a package's plan group (basic service … super protection). */
export type Tier = InsuranceType;
/** Pay online now (full_prepaid) or at the counter (arrival). */
export type PayMode = ApiPayMode;
export type PackageService = CarPackage['services'][number];

/** A line of a package's bill: count × unit price = total, in both currencies. */
export type PriceLine = FeeLine;

/** A package of the car as the comparison and the plan page show it. */
export type PackageOffer = {
  id: number;
  /** the package's code at its store (package_code_origin), e.g. LAX01-FULL-PREPAID */
  code: string;
  planGroup: Tier;
  payMode: PayMode;
  services: PackageService[];
  mileageLimit: MileageLimit;
  cancellationPolicy: CancellationPolicy;
  /** the total ÷ rental days */
  daily: Money;
  /** the lines in the bill */
  total: Money;
  payNow: Money;
  /** the counter's share of the total plus the lines outside it that the store collects */
  payAtCounter: Money;
  /** every line, those outside the total (notInBill, the out-of-hours fee) included */
  lines: PriceLine[];
};

/** The car's packages, tiers and ways of paying in the API's display order (packArr). */
export type PackageTable = { tiers: Tier[]; payModes: PayMode[]; offers: PackageOffer[] };

/** The car as the detail's header shows it. */
export type DetailCar = { facts: CarFacts; deposit: Money };

/** One end of the rental: the store's name in every language, its wall time, out of hours or not. */
export type TripLeg = { store: LocalizedText; wallTime: string; afterHours: boolean };

/** The search the prices are for. */
export type Trip = { pickup: TripLeg; dropOff: TripLeg; rentDays: number };

/** The car detail answer as the pages of this feature read it. */
export type CarDetailView = {
  skuId: number;
  car: DetailCar;
  packages: PackageTable;
  trip: Trip;
  /** ISO instant after which the prices must be searched again */
  expiredTime: string;
  paymentCurrency: string;
};

/** Why a car of a search is not shown: the car is gone (spec §8), or the store refuses the search. */
export type CarDetailRefusal =
  /** out of stock, an unknown sku, or an sku that is not digits: the car is sold out */
  | { status: 'sold_out' }
  /** the store refuses the search itself (the driver's age, the return store) */
  | { status: 'refused'; reason: 'age_not_allowed' | 'drop_store_not_allowed' };

/** The car of a booking-flow URL, read for its search. */
export type CarDetailResult = { search: BookingSearch } & (
  | {
      status: 'ok';
      skuId: number;
      view: CarDetailView;
      /**
       * The answer as the API gave it, for the booking flow's pages: the fill-in step computes the
       * bill from it (lib/bill/from-detail.ts); the plan page, /plan_info and /meta read it too.
       */
      detail: CarDetail;
    }
  | CarDetailRefusal
);
