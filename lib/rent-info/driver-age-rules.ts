/** A store's age rules (stores.min_driver_age, max_driver_age, young_driver_under_age). */
export type DriverAgeRules = { minDriverAge: number; maxDriverAge: number; youngDriverUnderAge: number };

/** The store's allowed range when the driver is outside it (the booking is refused), else null. */
export function driverAgeRefusal(
  age: number,
  rules: Pick<DriverAgeRules, 'minDriverAge' | 'maxDriverAge'>,
): { min: number; max: number } | null {
  return age < rules.minDriverAge || age > rules.maxDriverAge
    ? { min: rules.minDriverAge, max: rules.maxDriverAge }
    : null;
}

/** Drivers younger than young_driver_under_age pay the young-driver fee for every rental day. */
export const isYoungDriver = (age: number, rules: DriverAgeRules): boolean => age < rules.youngDriverUnderAge;

/** The refusal text of spec §5, with the store's range. */
export const ageNotAllowedMessage = ({ min, max }: { min: number; max: number }) =>
  `Sorry, you are not in compliance with the store rules, the store allows drivers ages ${min}-${max}`;

/**
 * Completed years between a birthday and a date, both 'YYYY-MM-DD' (the pick-up date on the store's
 * clock): a driver born on 29 February turns a year older on 1 March in other years.
 */
export function ageOnDate(birthday: string, on: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}
