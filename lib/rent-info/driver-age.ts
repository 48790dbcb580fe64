/**
 * The driver-age choices of the search form (spec §5) and how a band becomes an age for pricing and
 * for the store's age rules. Bands below 25 are single years because that is where young-driver
 * fees and store minimums apply.
 */
import { driverAgeRefusal } from '@/lib/rent-info/driver-age-rules';

export const AGE_BANDS = ['18', '19', '20', '21', '22', '23', '24', '25-75', '75+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const DEFAULT_AGE_BAND: AgeBand = '25-75';
/** Spec §5: a driver age that cannot be read counts as 30. */
export const DEFAULT_DRIVER_AGE = 30;

export const isAgeBand = (value: unknown): value is AgeBand =>
  typeof value === 'string' && (AGE_BANDS as readonly string[]).includes(value);

/** A representative age of the band: what pricing and the store's age rules see. */
export function ageOfBand(band: AgeBand): number {
  if (band === '25-75') return DEFAULT_DRIVER_AGE;
  if (band === '75+') return 76;
  return Number(band);
}

/** The band an age falls in, or undefined below 18 (no band offers it). */
export function bandOfAge(age: number): AgeBand | undefined {
  if (!Number.isInteger(age) || age < 18) return undefined;
  if (age <= 24) return String(age) as AgeBand;
  return age <= 75 ? '25-75' : '75+';
}

/**
 * A driver_age query value as a band (spec §5): a band is taken as it is; otherwise only the first
 * two digits count ('255' is 25), and anything unreadable, or younger than any band, is age 30.
 */
export function readAgeBand(raw: string | null | undefined): AgeBand {
  const value = raw?.trim();
  if (isAgeBand(value)) return value;
  const twoDigits = value?.match(/^\d{2}/)?.[0];
  return bandOfAge(Number(twoDigits ?? Number.NaN)) ?? bandOfAge(DEFAULT_DRIVER_AGE)!;
}

/** The ages a band stands for: one year below 25, 25 to 75, then over 75. */
const BAND_AGES: Record<AgeBand, [number, number]> = {
  '18': [18, 18],
  '19': [19, 19],
  '20': [20, 20],
  '21': [21, 21],
  '22': [22, 22],
  '23': [23, 23],
  '24': [24, 24],
  '25-75': [25, 75],
  '75+': [76, Number.POSITIVE_INFINITY],
};

export type AgeRange = { min: number; max: number };

/**
 * A band as a store's range reads it: '25-75' at a store that rents up to 70 is '25-70', so the
 * form, the list and the detail never offer or show an age the store refuses. Without a range, the
 * band's own name.
 */
export function bandLabel(band: AgeBand, range?: AgeRange): string {
  if (!range) return band;
  const [from, to] = BAND_AGES[band];
  const low = Math.max(from, range.min);
  const high = Math.min(to, range.max);
  if (low === high) return String(low);
  return Number.isFinite(high) ? `${low}-${high}` : `${low}+`;
}

/**
 * The bands a store accepts (its representative age, which pricing and the store's rule see, within
 * the range), in order; every band when the range is not known.
 */
export function bandsForRange(range?: AgeRange): AgeBand[] {
  if (!range) return [...AGE_BANDS];
  const rules = { minDriverAge: range.min, maxDriverAge: range.max };
  return AGE_BANDS.filter((band) => !driverAgeRefusal(ageOfBand(band), rules));
}
