import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import { ADDITIONAL_DRIVER_EXTRA, additionalDriversAllowed } from '@/lib/booking-rules/drivers';
import { ageOnDate, driverAgeRefusal } from '@/lib/rent-info/driver-age-rules';
import { bandOfAge, type AgeBand } from '@/lib/rent-info/driver-age';
import type { ChosenExtra } from './types';

/** What the driver rules of this rental need to know, from the car detail answer. */
export type DriverRules = {
  /** the pick-up date on the store's clock, 'YYYY-MM-DD' */
  pickupDate: string;
  /** the age the search was priced for (the young-driver fee depends on its band) */
  searchAge: number;
  store: { min: number; max: number; youngUnder: number };
};

export function driverRulesOf(detail: Pick<CarDetail, 'rent_info' | 'pickup_store'>): DriverRules {
  const ages = detail.pickup_store.driver_age;
  return {
    pickupDate: detail.rent_info.pickup_date_time.slice(0, 10),
    searchAge: detail.rent_info.driver_age,
    store: { min: ages.min, max: ages.max, youngUnder: ages.young_under },
  };
}

/**
 * A driver's age problem on the pick-up date, as a message code: 'driver_age:{min}:{max}' when the
 * store does not accept the age (spec §5), 'age_band:{band}:{age}' when the main driver's age is
 * outside the band the search was priced for (a search with that band prices the young-driver fee
 * right). Null when the age is fine or the birthday is not a date yet (the schema says so).
 */
export function driverAgeProblem(birthday: string, index: number, rules: DriverRules): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const age = ageOnDate(birthday, rules.pickupDate);
  if (!Number.isFinite(age)) return null;
  if (age < 0 || age > 120) return 'invalid';
  const refusal = driverAgeRefusal(age, { minDriverAge: rules.store.min, maxDriverAge: rules.store.max });
  if (refusal) return `driver_age:${refusal.min}:${refusal.max}`;
  const band = bandOfAge(age);
  if (index === 0 && band && band !== bandOfAge(rules.searchAge)) return `age_band:${band}:${age}`;
  return null;
}

/** The band and age an 'age_band' problem names, for its message and its link. */
export function ageBandOf(problem: string): { band: AgeBand; age: number } | null {
  const [kind, band, age] = problem.split(':');
  return kind === 'age_band' && band ? { band: band as AgeBand, age: Number(age) } : null;
}

/** Drivers besides the main one this package and these extras allow (the booking call counts alike). */
export function additionalDriverLimit(
  detail: Pick<CarDetail, 'extra_services'>,
  pkg: Pick<CarPackage, 'services'>,
  extras: readonly ChosenExtra[],
): number {
  const offer = detail.extra_services.find((extra) => extra.code === ADDITIONAL_DRIVER_EXTRA);
  const bought = offer ? (extras.find((item) => item.id === offer.id)?.quantity ?? 0) : 0;
  return additionalDriversAllowed(pkg.services, bought);
}
