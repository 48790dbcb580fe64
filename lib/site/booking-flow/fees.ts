import type { ChargeLine, LocalizedText } from '../../api/contract/car';
import { isFeeLine } from '../../bill/fee-lines';
import { addMoney, toMoney, type Money } from './money';

/** A fee of a price (airport, counter, young-driver, one-way, out-of-hours), as the pages name it. */
export type FeeLine = {
  code: string;
  name: LocalizedText;
  unit: 'day' | 'rental';
  count: number;
  unitPrice: Money;
  total: Money;
  /** paid at the counter and not part of the price's total (the out-of-hours fee) */
  notInBill: boolean;
};

export const toFeeLine = (line: ChargeLine): FeeLine => ({
  code: line.code,
  name: line.item_name,
  unit: line.unit,
  count: line.count,
  unitPrice: toMoney(line.unit_price),
  total: toMoney(line.total_amount),
  notInBill: line.not_in_bill,
});

/**
 * The fees of some packages' prices, each code once (as the first package that has it charges it):
 * what a row of prices side by side includes, so the page can name every fee above them.
 */
export function feesOf(quotes: readonly { charge_detail: readonly ChargeLine[] }[]): FeeLine[] {
  const seen = new Map<string, FeeLine>();
  for (const quote of quotes) {
    for (const line of quote.charge_detail) {
      if (isFeeLine(line) && !seen.has(line.code)) seen.set(line.code, toFeeLine(line));
    }
  }
  return [...seen.values()];
}

/**
 * Everything paid at the counter for a quote: its counter share of the total (all of it when paying
 * there) plus the lines outside the total that the store collects (the out-of-hours fee). A prepaid
 * package with an out-of-hours pick-up is not '฿0.00 at the counter'.
 */
export function atCounter(quote: {
  offline_charge: Parameters<typeof toMoney>[0];
  charge_detail: readonly ChargeLine[];
}): Money {
  return quote.charge_detail
    .filter((line) => line.not_in_bill)
    .reduce((sum, line) => addMoney(sum, toMoney(line.total_amount)), toMoney(quote.offline_charge));
}
