/**
 * The contract's fixed lists of car facts, without zod: browser code (the car list's filters) reads
 * them without loading the schemas. lib/api/contract/car.ts builds its enums from them.
 */

/** The car categories, in the order the site lists them (smallest first). */
export const CAR_CATEGORIES = [
  'economy',
  'compact',
  'midsize',
  'fullsize',
  'suv',
  'minivan',
  'luxury',
  'pickup',
  'convertible',
] as const;

/** A car's features, in the order the site lists them. */
export const CAR_FEATURES = [
  'ac',
  'bluetooth',
  'usb',
  'backup_camera',
  'parking_sensor',
  'cruise_control',
  'gps',
  'cd_dvd',
] as const;

export type CarCategory = (typeof CAR_CATEGORIES)[number];
export type CarFeature = (typeof CAR_FEATURES)[number];
