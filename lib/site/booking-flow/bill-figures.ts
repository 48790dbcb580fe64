import type { Bill } from '@/lib/api/contract/bill';
import { sumAmounts } from '@/lib/bill/compute';
import { amountMoney } from './amount-money';
import type { Money } from './money';

/** What a bill says is paid, as the pages word it: every "total", "pay now" and "at the counter". */
export type BillFigures = {
  total: Money;
  payNow: Money;
  /** everything the counter takes: its share of the total and the lines outside it */
  payAtCounter: Money;
  /** the lines outside the total (the out-of-hours fee, extras paid there), part of payAtCounter */
  later: Money;
};

/**
 * The one reading of a bill's totals that the pages show. Every figure of what is paid now, at the
 * counter or in total on a booking page comes from here, so a discount or a coupon that changes
 * the bill changes every one of them at once.
 */
export function billFigures(bill: Bill): BillFigures {
  const money = (amount: Bill['totalBillPrice']) => amountMoney(amount, bill.currencies);
  return {
    total: money(bill.totalBillPrice),
    payNow: money(bill.onlinePrice),
    payAtCounter: money(sumAmounts([bill.offlinePrice, bill.notInBillPrice])),
    later: money(bill.notInBillPrice),
  };
}
