import { addWallDays, formatWallTime, instantToWallTime, startOfWallDay } from '../../../lib/time/wall-time';

/** Los Angeles' today; every store's searches start a day or more later, so all are valid. */
const today = startOfWallDay(instantToWallTime(new Date(), 'America/Los_Angeles'));
export const wallAt = (days: number, minutes: number) =>
  formatWallTime(addWallDays(today, days) + minutes * 60_000);

/** LAX01 from 10:00 a week from today (Los Angeles clock) for three days. */
export function searchQuery() {
  return new URLSearchParams({
    pickup_location: 'LAX01',
    pickup_date_time: wallAt(7, 600),
    drop_off_date_time: wallAt(10, 600),
  }).toString();
}

/** Stores with a weight (how often travellers search them) and where a car may be returned. */
export const STORES: [code: string, weight: number, dropOff: string[]][] = [
  ['LAX01', 30, ['SFO01']],
  ['SFO01', 15, ['LAX01']],
  ['HNL01', 10, []],
  ['BKK01', 10, ['PAT534', 'CNX01']],
  ['HKT01', 10, ['KRA533']],
  ['CNX01', 5, ['BKK01']],
  ['KRA533', 5, ['HKT01']],
  ['PAT534', 5, ['BKK01']],
  ['CHC01', 10, []],
];
const AGES = ['21', '23', '24', '26', '35', '45', '60', '25-75'];
const CURRENCIES = ['THB', 'CNY', 'EUR', 'NZD', 'HKD'];
export const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** A store, as often as travellers search it. */
export function weightedStore() {
  let roll = Math.random() * STORES.reduce((sum, [, weight]) => sum + weight, 0);
  return STORES.find(([, weight]) => (roll -= weight) < 0) ?? STORES[0]!;
}

/** A random search of the mix (see the header of scripts/perf/bench-api.mts). */
export function randomSearch() {
  const [store, , oneWay] = weightedStore();
  const days = 1 + Math.floor(Math.random() * 90);
  const minutes = 8 * 60 + 30 * Math.floor(Math.random() * 22);
  const query = new URLSearchParams({
    pickup_location: store,
    pickup_date_time: wallAt(days, minutes),
    drop_off_date_time: wallAt(days + 1 + Math.floor(Math.random() * 14), minutes),
  });
  if (oneWay.length > 0 && Math.random() < 0.2) query.set('drop_off_location', pick(oneWay));
  if (Math.random() < 1 / 3) query.set('driver_age', pick(AGES));
  if (Math.random() < 0.2) query.set('currency', pick(CURRENCIES));
  return query.toString();
}
