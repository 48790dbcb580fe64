import { CAR_CATEGORIES, CAR_FEATURES, type CarCategory, type CarFeature } from '@/lib/car-lists';
import { LIST_VIEW_KEYS } from '@/lib/rent-info/list-view-keys';
import type { CarOffer, Drivetrain, Fuel } from './types';

/**
 * The car list's filters and sorting, as pure functions over the server's list, and their place in
 * the URL query. Within a group any checked value matches (fuel EV or hybrid); across groups all
 * must match; every checked feature must be present; the price range is on the daily price in the
 * payment currency, both ends included.
 */

export const GEARBOXES = ['AT', 'MT'] as const;
export const FUELS = ['gasoline', 'diesel', 'hybrid', 'hydrogen', 'EV'] as const satisfies readonly Fuel[];
export const SEAT_RANGES = ['2-4', '5-6', '7+'] as const;
export const DRIVETRAINS = ['FWD', 'RWD', 'AWD', '4WD'] as const satisfies readonly Drivetrain[];
export const SORTS = ['recommended', 'price_asc', 'price_desc', 'seats'] as const;

export type GearboxChoice = (typeof GEARBOXES)[number];
export type SeatRange = (typeof SEAT_RANGES)[number];
export type Sort = (typeof SORTS)[number];

export type CarFilters = {
  types: CarCategory[];
  gearboxes: GearboxChoice[];
  fuels: Fuel[];
  seats: SeatRange[];
  drivetrains: Drivetrain[];
  features: CarFeature[];
  priceMin?: number;
  priceMax?: number;
};

export const NO_FILTERS: CarFilters = {
  types: [],
  gearboxes: [],
  fuels: [],
  seats: [],
  drivetrains: [],
  features: [],
};

export function seatRange(seats: number): SeatRange {
  if (seats <= 4) return '2-4';
  return seats <= 6 ? '5-6' : '7+';
}

/**
 * What filtering and sorting read of a car: all the browser is sent of the offers (the cards
 * themselves are rendered on the server).
 */
export type FilterFacts = Pick<
  CarOffer,
  'skuId' | 'category' | 'gearbox' | 'fuel' | 'seats' | 'drivetrain' | 'features'
> & { daily: Pick<CarOffer['daily'], 'amount'> };

export const filterFacts = (offer: CarOffer): FilterFacts => ({
  skuId: offer.skuId,
  category: offer.category,
  gearbox: offer.gearbox,
  fuel: offer.fuel,
  seats: offer.seats,
  drivetrain: offer.drivetrain,
  features: offer.features,
  daily: { amount: offer.daily.amount },
});

/** 'AT/MT' cars come either way, so they match both choices. */
const gearboxMatches = (gearbox: CarOffer['gearbox'], choice: GearboxChoice) => gearbox.includes(choice);

const anyOf = <T>(chosen: readonly T[], test: (value: T) => boolean) =>
  chosen.length === 0 || chosen.some(test);

export function filterCars<T extends FilterFacts>(offers: readonly T[], filters: CarFilters): T[] {
  return offers.filter(
    (car) =>
      anyOf(filters.types, (type) => car.category === type) &&
      anyOf(filters.gearboxes, (choice) => gearboxMatches(car.gearbox, choice)) &&
      anyOf(filters.fuels, (fuel) => car.fuel === fuel) &&
      anyOf(filters.seats, (range) => seatRange(car.seats) === range) &&
      anyOf(filters.drivetrains, (drive) => car.drivetrain === drive) &&
      filters.features.every((feature) => car.features.includes(feature)) &&
      (filters.priceMin === undefined || car.daily.amount >= filters.priceMin) &&
      (filters.priceMax === undefined || car.daily.amount <= filters.priceMax),
  );
}

/** A new array; 'recommended' keeps the API's order, and ties keep their order too (stable sort). */
export function sortCars<T extends FilterFacts>(offers: readonly T[], sort: Sort): T[] {
  const byPrice = (a: T, b: T) => a.daily.amount - b.daily.amount;
  switch (sort) {
    case 'price_asc':
      return [...offers].sort(byPrice);
    case 'price_desc':
      return [...offers].sort((a, b) => byPrice(b, a));
    case 'seats':
      return [...offers].sort((a, b) => b.seats - a.seats || byPrice(a, b));
    default:
      return [...offers];
  }
}

export type FilterOptions = {
  types: CarCategory[];
  gearboxes: GearboxChoice[];
  fuels: Fuel[];
  seats: SeatRange[];
  drivetrains: Drivetrain[];
  features: CarFeature[];
  /** the lowest and highest daily price of the list, or undefined when it is empty */
  price?: { min: number; max: number };
};

const present = <T extends string>(order: readonly T[], values: Iterable<string>): T[] => {
  const set = new Set(values);
  return order.filter((value) => set.has(value));
};

/** A choice among fewer than two values narrows nothing, so it is not offered. */
const choice = <T>(values: T[]): T[] => (values.length > 1 ? values : []);

/**
 * The values worth offering, in a fixed order: those that narrow the list. A group needs two values
 * some car has (every car has one fuel, so a single fuel would match them all), and a feature is
 * offered when some car lacks it.
 */
export function filterOptions(offers: readonly FilterFacts[]): FilterOptions {
  const prices = offers.map((car) => car.daily.amount);
  const gearboxes = GEARBOXES.filter((option) => offers.some((car) => gearboxMatches(car.gearbox, option)));
  return {
    types: choice(
      present(
        CAR_CATEGORIES,
        offers.map((car) => car.category),
      ),
    ),
    gearboxes: offers.every((car) => car.gearbox === offers[0]?.gearbox) ? [] : gearboxes,
    fuels: choice(
      present(
        FUELS,
        offers.map((car) => car.fuel),
      ),
    ),
    seats: choice(
      present(
        SEAT_RANGES,
        offers.map((car) => seatRange(car.seats)),
      ),
    ),
    drivetrains: choice(
      present(
        DRIVETRAINS,
        offers.map((car) => car.drivetrain),
      ),
    ),
    features: present(
      CAR_FEATURES,
      offers.flatMap((car) => car.features),
    ).filter((feature) => offers.some((car) => !car.features.includes(feature))),
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : undefined,
  };
}

export const activeFilterCount = (filters: CarFilters): number =>
  filters.types.length +
  filters.gearboxes.length +
  filters.fuels.length +
  filters.seats.length +
  filters.drivetrains.length +
  filters.features.length +
  (filters.priceMin === undefined ? 0 : 1) +
  (filters.priceMax === undefined ? 0 : 1);

// ---------------------------------------------------------------- the URL query

/** Query keys of the list view (shared with the booking flow's links, which carry them). */
export const VIEW_KEYS = LIST_VIEW_KEYS;

type ListKey = 'types' | 'gearboxes' | 'fuels' | 'seats' | 'drivetrains' | 'features';

const ALLOWED: Record<ListKey, readonly string[]> = {
  types: CAR_CATEGORIES,
  gearboxes: GEARBOXES,
  fuels: FUELS,
  seats: SEAT_RANGES,
  drivetrains: DRIVETRAINS,
  features: CAR_FEATURES,
};

function readAmount(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The filters and sort of a query; unknown values are dropped, so an edited link never breaks the page. */
export function readListView(query: URLSearchParams): { filters: CarFilters; sort: Sort } {
  const list = <K extends ListKey>(key: K): CarFilters[K] => {
    const allowed = ALLOWED[key];
    const values = query.getAll(VIEW_KEYS[key]).filter((value) => allowed.includes(value));
    return [...new Set(values)] as CarFilters[K];
  };
  const sort = query.get(VIEW_KEYS.sort);
  return {
    filters: {
      types: list('types'),
      gearboxes: list('gearboxes'),
      fuels: list('fuels'),
      seats: list('seats'),
      drivetrains: list('drivetrains'),
      features: list('features'),
      priceMin: readAmount(query.get(VIEW_KEYS.priceMin)),
      priceMax: readAmount(query.get(VIEW_KEYS.priceMax)),
    },
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : 'recommended',
  };
}

/** The query with the view written in (and its old view keys removed); other keys are kept. */
export function writeListView(
  query: URLSearchParams,
  view: { filters: CarFilters; sort: Sort },
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.values(VIEW_KEYS)) next.delete(key);
  const { filters, sort } = view;
  for (const key of Object.keys(ALLOWED) as ListKey[]) {
    for (const value of filters[key]) next.append(VIEW_KEYS[key], value);
  }
  if (filters.priceMin !== undefined) next.set(VIEW_KEYS.priceMin, String(filters.priceMin));
  if (filters.priceMax !== undefined) next.set(VIEW_KEYS.priceMax, String(filters.priceMax));
  if (sort !== 'recommended') next.set(VIEW_KEYS.sort, sort);
  return next;
}
