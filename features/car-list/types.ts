import type { CancellationPolicy } from '@/lib/api/contract/cancellation';
import type { InsuranceType, PayMode } from '@/lib/api/contract/car';
import type { FeeLine } from '@/lib/site/booking-flow/fees';
import type { Money } from '@/lib/site/booking-flow/money';
import type { CarFacts } from '@/lib/site/car-facts';

export type Gearbox = CarFacts['gearbox'];
export type Fuel = CarFacts['fuel'];
export type Drivetrain = CarFacts['drivetrain'];

/** A car of the list as the pages see it: its facts and its lowest package's prices. */
export type CarOffer = CarFacts & {
  skuId: number;
  /** the lowest package's price per rental day (its total ÷ days) */
  daily: Money;
  /** false when daily × days misses the total by the rounding of the division: shown as '≈' */
  dailyExact: boolean;
  /** the lowest package's total for the rental */
  total: Money;
  /** the package the 'From' price is of: named on the card, with its cancellation terms */
  fromPackage: { planGroup: InsuranceType; payMode: PayMode; cancellationPolicy: CancellationPolicy | null };
  /** the fees the 'From' price includes, and those paid at the counter outside it */
  fees: FeeLine[];
  /** cars of this model free for the whole rental */
  freeUnits: number;
};

/** The answer of a search: the cars in the API's order (cheapest first) and what they were priced for. */
export type CarListView = {
  offers: CarOffer[];
  rentDays: number;
  /** ISO instant after which the prices must be searched again */
  expiredTime: string;
  paymentCurrency: string;
  localCurrency: string;
};

/** Why the API would not search: each has its own localized text, shown instead of the list. */
export type SearchRefusal =
  | { reason: 'age_not_allowed'; min: number; max: number }
  | { reason: 'drop_store_not_allowed' }
  | { reason: 'info_error' };

/** A search's answer: the list, or the store's refusal to search. */
export type CarListResult = { ok: true; view: CarListView } | { ok: false; refusal: SearchRefusal };

/** What a store shows on its list (GET /common/addata), in the page's language. */
export type StoreNotice = {
  id: number;
  position: string;
  title: string;
  text: string;
  link: string | null;
  tone: string;
};

/** A banner running for the search's stores (GET /common/banners). */
export type BannerView = {
  id: number;
  title: string;
  link: string | null;
  image: string;
};
