import type { ChargeLine, LocalizedText, PackageQuote, PayMode } from '@/lib/api/contract/car';
import { driverAgeRefusal, isYoungDriver, type DriverAgeRules } from '@/lib/rent-info/driver-age-rules';
import { LINE_NAMES } from './line-names';
import { toMinor, divideMinor, type Decimal } from '@/lib/money';
import { inBoth, sumPairs, toPrice, ZERO, type MinorPair, type QuoteCurrencies } from './minor-pair';
import {
  dayAmountsMinor,
  dayLine,
  rentalAmountMinor,
  type PricedTarget,
  type RentalCalendar,
} from './price-periods';

/** A priced line of a package besides the base rent (package_charge_items), in the store's currency. */
export type ChargeItem = {
  /** package_charge_items.id, for its price periods (none: the base amount every day) */
  id?: number;
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  amount: Decimal;
  notInBill: boolean;
};

/** The store's fees that depend on the rental rather than the package. */
export type StoreFees = DriverAgeRules & { youngDriverFee: Decimal; afterHoursFee: Decimal };

export type QuoteInput = {
  /** rental days (rentalDays of the wall times) */
  days: number;
  /** the car's daily rate (skus.daily_rate) */
  dailyRate: Decimal;
  /** skus.id, for the daily rate's price periods */
  skuId?: number;
  /** the rental's store-local dates and the store's price periods (price-periods.ts); none: base prices */
  calendar?: RentalCalendar;
  payMode: PayMode;
  chargeItems: readonly ChargeItem[];
  driverAge: number;
  store: StoreFees;
  /** the fee for returning to another store, or null for a return to the pick-up store */
  oneWayFee: Decimal | null;
  /** whether the pick-up and the return fall outside the stores' opening hours */
  afterHours: { pickup: boolean; dropOff: boolean };
  currencies: QuoteCurrencies;
};

const OUT_OF_HOURS = 'out_of_hours_fee';

type DraftLine = {
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  count: number;
  unitMinor: number;
  /** the line's total: unit × count, or the sum of its days when their prices differ */
  totalMinor: number;
  notInBill: boolean;
};

/**
 * The package part of the bill: the one implementation shared by the search (every package of every
 * car) and the booking. Lines, in order:
 * - base_rent: the daily rate of each day summed (price-periods.ts: a period's amount replaces the
 *   base rate on its dates; the unit price is then the average day);
 * - each charge item of the package: day items likewise per day, rental items once (at the amount
 *   on the pick-up date);
 * - young_driver_fee: per day when the driver is younger than the store's young-driver age;
 * - one_way_fee: once, when the car goes back to another store;
 * - out_of_hours_fee: only when the pick-up or the return is outside opening hours, once for each
 *   of them; always not_in_bill (paid at the counter, spec §4), at the package's own amount or else
 *   the store's after-hours fee.
 * Totals count the lines in the bill; arrival packages are paid wholly at the counter, full_prepaid
 * ones wholly online.
 */
export function quotePackage(input: QuoteInput): PackageQuote {
  const { days, currencies } = input;
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`rental days must be a positive integer: ${days}`);
  if (driverAgeRefusal(input.driverAge, input.store))
    throw new RangeError('the driver age is outside the store range');

  const local = currencies.local.minorUnits;
  const { calendar } = input;
  /** A day line priced day by day, or a rental line at the pick-up date's amount. */
  const priced = (price: PricedTarget, unit: 'day' | 'rental') =>
    unit === 'day'
      ? { count: days, ...dayLine(dayAmountsMinor(price, days, calendar, local)) }
      : { count: 1, ...single(rentalAmountMinor(price, calendar, local)) };
  const drafts: DraftLine[] = [
    {
      code: 'base_rent',
      name: LINE_NAMES.base_rent,
      unit: 'day',
      ...priced({ base: input.dailyRate, target: 'sku_rate', targetId: input.skuId ?? -1 }, 'day'),
      notInBill: false,
    },
  ];
  for (const item of input.chargeItems) {
    if (item.code === OUT_OF_HOURS) continue; // depends on the times, below
    drafts.push({
      code: item.code,
      name: item.name,
      unit: item.unit,
      ...priced({ base: item.amount, target: 'charge_item', targetId: item.id ?? -1 }, item.unit),
      notInBill: item.notInBill,
    });
  }
  if (isYoungDriver(input.driverAge, input.store)) {
    drafts.push({
      code: 'young_driver_fee',
      name: LINE_NAMES.young_driver_fee,
      unit: 'day',
      count: days,
      ...times(toMinor(input.store.youngDriverFee, local), days),
      notInBill: false,
    });
  }
  if (input.oneWayFee !== null) {
    drafts.push({
      code: 'one_way_fee',
      name: LINE_NAMES.one_way_fee,
      unit: 'rental',
      count: 1,
      ...single(toMinor(input.oneWayFee, local)),
      notInBill: false,
    });
  }
  const outOfHours = outOfHoursLine(input);
  if (outOfHours) drafts.push(outOfHours);

  const lines = drafts.map((draft) => priceLine(draft, currencies));
  const inBill = lines.filter((line) => !line.notInBill).map((line) => line.total);
  const total = sumPairs(inBill);
  const online = input.payMode === 'arrival' ? ZERO : total;
  const offline = input.payMode === 'arrival' ? total : ZERO;
  return {
    charge_detail: lines.map((line) => line.api),
    total_charge: toPrice(total, currencies),
    online_charge: toPrice(online, currencies),
    offline_charge: toPrice(offline, currencies),
    daily_amount: toPrice(
      { local: divideMinor(total.local, days), payment: divideMinor(total.payment, days) },
      currencies,
    ),
  };
}

function outOfHoursLine(input: QuoteInput): DraftLine | null {
  const count = Number(input.afterHours.pickup) + Number(input.afterHours.dropOff);
  if (count === 0) return null;
  const item = input.chargeItems.find((candidate) => candidate.code === OUT_OF_HOURS);
  const local = input.currencies.local.minorUnits;
  const unitMinor = item
    ? rentalAmountMinor(
        { base: item.amount, target: 'charge_item', targetId: item.id ?? -1 },
        input.calendar,
        local,
      )
    : toMinor(input.store.afterHoursFee, local);
  if (unitMinor === 0) return null;
  return {
    code: OUT_OF_HOURS,
    name: item?.name ?? LINE_NAMES.out_of_hours_fee,
    unit: 'rental',
    count,
    ...times(unitMinor, count),
    notInBill: true,
  };
}

const single = (unitMinor: number) => ({ unitMinor, totalMinor: unitMinor });
const times = (unitMinor: number, count: number) => ({ unitMinor, totalMinor: unitMinor * count });

function priceLine(draft: DraftLine, currencies: QuoteCurrencies) {
  const unit: MinorPair = inBoth(draft.unitMinor, currencies);
  // The line total is converted from the local total, not unit × count in the payment currency:
  // one rounding per line.
  const total: MinorPair = inBoth(draft.totalMinor, currencies);
  const api: ChargeLine = {
    code: draft.code,
    item_name: draft.name,
    unit: draft.unit,
    count: draft.count,
    unit_price: toPrice(unit, currencies),
    total_amount: toPrice(total, currencies),
    not_in_bill: draft.notInBill,
  };
  return { api, total, notInBill: draft.notInBill };
}
