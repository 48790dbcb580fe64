import type { Amount, Bill } from '@/lib/api/contract/bill';
import type { Money } from '@/lib/site/booking-flow/money';
import { fromMinor } from '@/lib/money';

/**
 * A bill amount (integer minor units of both currencies) as the Money the site shows
 * (components/money.tsx): decimals again, only at the edge.
 */
export function amountMoney(amount: Amount, currencies: Bill['currencies']): Money {
  return {
    amount: fromMinor(amount.payment, currencies.payment.minorUnits),
    currency: currencies.payment.code,
    localAmount: fromMinor(amount.local, currencies.local.minorUnits),
    localCurrency: currencies.local.code,
  };
}
