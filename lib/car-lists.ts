/**
 * The fixed lists of car facts, without zod: browser code (the car list's filters, the car detail's
 * package comparison) reads them without loading the contract's schemas (zod alone is about 90 KB
 * compressed). lib/api/contract/car.ts builds its enums from them.
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

/** Spec §3 'other services' of a package, in the order the comparison lists them. */
export const PACKAGE_SERVICES = [
  'unlimited_mileage',
  'additional_driver',
  'driving_suit',
  'fuel_policy',
  'free_cancellation',
  'free_modification',
  'confirm_now',
] as const;

export type CarCategory = (typeof CAR_CATEGORIES)[number];
export type CarFeature = (typeof CAR_FEATURES)[number];
