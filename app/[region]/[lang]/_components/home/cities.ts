/** The accommodation cities of spec §1; each has a landmark view in public/home/cities.svg. */
export const CITY_KEYS = [
  'auckland',
  'bangkok',
  'chiangMai',
  'christchurch',
  'dunedin',
  'goldCoast',
  'hokkaido',
  'incheon',
  'melbourne',
  'okinawa',
  'osaka',
  'perth',
  'phuket',
  'queenstown',
  'tokyo',
  'wellington',
] as const;
export type CityKey = (typeof CITY_KEYS)[number];

export type CountryKey = 'nz' | 'th' | 'au' | 'jp' | 'kr';

export const CITY_COUNTRY: Record<CityKey, CountryKey> = {
  auckland: 'nz',
  bangkok: 'th',
  chiangMai: 'th',
  christchurch: 'nz',
  dunedin: 'nz',
  goldCoast: 'au',
  hokkaido: 'jp',
  incheon: 'kr',
  melbourne: 'au',
  okinawa: 'jp',
  osaka: 'jp',
  perth: 'au',
  phuket: 'th',
  queenstown: 'nz',
  tokyo: 'jp',
  wellington: 'nz',
};
