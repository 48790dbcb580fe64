/**
 * The accommodation cities of spec §1 where we have a store, each with the store the card leads to
 * (its car list). The spec's other cities (Tokyo, Melbourne, Auckland, ...) have no store, so a card
 * there could only lead nowhere: they are left out until a store opens. Each city has a landmark
 * view in public/home/cities.svg.
 */
export const STORE_CITIES = [
  { city: 'bangkok', country: 'th', store: 'BKK01' },
  { city: 'chiangMai', country: 'th', store: 'CNX01' },
  { city: 'phuket', country: 'th', store: 'HKT01' },
  { city: 'christchurch', country: 'nz', store: 'CHC01' },
] as const;

export type CityKey = (typeof STORE_CITIES)[number]['city'];
export type CountryKey = (typeof STORE_CITIES)[number]['country'];
