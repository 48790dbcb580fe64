import type { PriceTarget } from '../../db/schema/back-office';
import { divideMinor, toMinor, type Decimal } from '@/lib/money';

/**
 * Date-based rates (price_periods): THE rule, in this one place, for the car list, the car detail,
 * the booking (and so a booking change) and the back office's price list.
 *
 * - Each rental day is priced at the amount in effect on that day's store-local date: rental day i
 *   (0-based) falls on the pick-up's store-local date + i days.
 * - A live period (not withdrawn) whose [starts_on, ends_on] contains the date replaces the base
 *   price of its target on that day; when periods overlap, the newest (highest id) wins.
 * - A per-rental amount (a charge item with unit 'rental', an extra sold per rental) takes the
 *   amount in effect on the pick-up date.
 * - A day line's total is the sum of its days; the unit price it shows is that total divided by
 *   the days when the days differ (the site then says 'on average per day'), else the day's amount.
 */

/** A live period as pricing reads it (price_periods), in the store's currency. */
export type PricePeriod = {
  id: number;
  amount: Decimal;
  /** store-local dates, both included, as 'YYYY-MM-DD' */
  startsOn: string;
  endsOn: string;
};

/** A store's live periods by target (periodKey), newest first. */
export type StorePricePeriods = ReadonlyMap<string, readonly PricePeriod[]>;

/** The rental's store-local dates (one per rental day) with the store's live periods. */
export type RentalCalendar = { dates: readonly string[]; periods: StorePricePeriods };

export const periodKey = (target: PriceTarget, targetId: number) => `${target}:${targetId}`;

/** The live periods grouped by target, newest first: what loadPricePeriods keeps per store. */
export function groupPeriods(
  rows: readonly (PricePeriod & { target: PriceTarget; targetId: number })[],
): StorePricePeriods {
  const grouped = new Map<string, PricePeriod[]>();
  for (const row of [...rows].sort((a, b) => b.id - a.id)) {
    const key = periodKey(row.target, row.targetId);
    let list = grouped.get(key);
    if (!list) grouped.set(key, (list = []));
    list.push({ id: row.id, amount: row.amount, startsOn: row.startsOn, endsOn: row.endsOn });
  }
  return grouped;
}

/** The store-local dates of `days` rental days from the pick-up date ('YYYY-MM-DD'). */
export function rentalDates(pickupDate: string, days: number): string[] {
  const start = Date.parse(`${pickupDate}T00:00:00Z`);
  if (!Number.isFinite(start)) throw new RangeError(`not a date: ${pickupDate}`);
  return Array.from({ length: days }, (_, day) =>
    new Date(start + day * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The period in effect on a date (the newest that contains it), or none. */
export function periodOn(periods: readonly PricePeriod[] | undefined, date: string): PricePeriod | undefined {
  return periods?.find((period) => period.startsOn <= date && date <= period.endsOn);
}

/** The amount of a target on a date: the period's in effect, else the base price. */
export const amountOn = (base: Decimal, periods: readonly PricePeriod[] | undefined, date: string): Decimal =>
  periodOn(periods, date)?.amount ?? base;

/** A price the rental pays: its base and its target (for the periods). */
export type PricedTarget = { base: Decimal; target: PriceTarget; targetId: number };

/**
 * What a target costs on each rental day, in minor units. Without a calendar (a caller that prices
 * no dates) every day is the base price.
 */
export function dayAmountsMinor(
  price: PricedTarget,
  days: number,
  calendar: RentalCalendar | undefined,
  minorUnits: number,
): number[] {
  const periods = calendar?.periods.get(periodKey(price.target, price.targetId));
  return Array.from({ length: days }, (_, day) => {
    const date = calendar?.dates[day];
    return toMinor(date === undefined ? price.base : amountOn(price.base, periods, date), minorUnits);
  });
}

/** What a per-rental target costs: the amount in effect on the pick-up date, in minor units. */
export function rentalAmountMinor(
  price: PricedTarget,
  calendar: RentalCalendar | undefined,
  minorUnits: number,
): number {
  const date = calendar?.dates[0];
  const periods = calendar?.periods.get(periodKey(price.target, price.targetId));
  return toMinor(date === undefined ? price.base : amountOn(price.base, periods, date), minorUnits);
}

/** A day line from its days' amounts: the total is their sum, the unit the exact or average day. */
export function dayLine(amounts: readonly number[]): { unitMinor: number; totalMinor: number } {
  const totalMinor = amounts.reduce((sum, amount) => sum + amount, 0);
  const same = amounts.every((amount) => amount === amounts[0]);
  const unitMinor = same ? (amounts[0] ?? 0) : divideMinor(totalMinor, Math.max(1, amounts.length));
  return { unitMinor, totalMinor };
}
