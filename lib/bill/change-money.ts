import type { Amount, Bill } from '@/lib/api/contract/bill';
import type { ChangeMoney } from '@/lib/api/contract/order-change';

const minus = (a: Amount, b: Amount): Amount => ({ payment: a.payment - b.payment, local: a.local - b.local });
const plus = (a: Amount, b: Amount): Amount => ({ payment: a.payment + b.payment, local: a.local + b.local });
const atLeastZero = (a: Amount): Amount => ({ payment: Math.max(0, a.payment), local: Math.max(0, a.local) });

/** The new total minus the old, in both currencies: what a change costs (negative: it saves). */
export const billDifference = (oldBill: Bill, newBill: Bill): Amount =>
  minus(newBill.totalBillPrice, oldBill.totalBillPrice);

/**
 * What a change of a booking does to its money (issue 32), given what was paid online so far: an
 * unpaid order simply owes its new bill (online within its payment window, or at the counter); a
 * paid one is refunded what it paid beyond the new online price (the change's fee is in that price,
 * so the refund is the difference less the fee), or owes the rest online. At the counter is always
 * the new bill's counter price and what the bill leaves to the counter (spec §4's notInBill).
 */
export function changeMoney(newBill: Bill, paid: Amount): ChangeMoney {
  const owedOnline = minus(newBill.onlinePrice, paid);
  return {
    paid,
    to_pay_online: atLeastZero(owedOnline),
    to_refund: atLeastZero(minus(paid, newBill.onlinePrice)),
    at_counter: plus(newBill.offlinePrice, newBill.notInBillPrice),
  };
}

/** Whether a paid order's change would need more money online than was paid. */
export const needsMorePayment = (money: ChangeMoney): boolean =>
  money.paid.payment > 0 && money.to_pay_online.payment > 0;
