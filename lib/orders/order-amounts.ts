import type { Amount, Bill } from '@/lib/api/contract/bill';

const ZERO: Amount = { payment: 0, local: 0 };
const add = (a: Amount, b: Amount): Amount => ({ payment: a.payment + b.payment, local: a.local + b.local });

/**
 * Spec §3 Order's amounts, read from the bill as booked: what was paid online, the estimated total,
 * the package fee and the after-hours fee (the bill's out_of_hours_fee lines, 0 when none).
 */
export function orderAmounts(bill: Bill, paid: boolean) {
  const afterHours = [...bill.baseSetBill.lines, ...bill.otherLines]
    .filter((line) => line.code === 'out_of_hours_fee')
    .reduce((sum, line) => add(sum, line.total), ZERO);
  return {
    paid: paid ? bill.onlinePrice : ZERO,
    estimated_total: bill.totalBillPrice,
    package_fee: bill.baseSetBill.total,
    after_hours_fee: afterHours,
  };
}
