import type { Amount } from '@/lib/api/contract/bill';
import type { ChangePolicy } from '@/lib/api/contract/order-change';
import { toMinor } from '@/lib/money';
import { inBoth, type QuoteCurrencies } from './minor-pair';

/** One change's fee in both currencies: the package's fee in the store's currency, converted once. */
export const changeFeeAmount = (policy: ChangePolicy, currencies: QuoteCurrencies): Amount =>
  inBoth(toMinor(policy.fee, currencies.local.minorUnits), currencies);
