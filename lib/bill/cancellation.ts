import type { Amount } from '@/lib/api/contract/bill';
import type { CancellationFee, CancellationPolicy } from '@/lib/api/contract/cancellation';
import { scaleDecimal, scaleMinor, toMinor } from '@/lib/money';

const PERCENT_SCALE = 8;

export type CancellationBasis = {
  /** what the traveller paid (or owes) for the booking */
  paid: Amount;
  /** the package per rental day (baseSetBill.unitPrice): what a 'days' fee counts in */
  dayPrice: Amount;
  localMinorUnits: number;
};

/** The fee of the policy for a cancellation this many hours before pick-up (negative: after it). */
export function feeAt(policy: CancellationPolicy, hoursBeforePickup: number): CancellationFee {
  if (hoursBeforePickup < 0) return policy.after_pickup;
  const tier = policy.tiers.find((candidate) => hoursBeforePickup >= candidate.hours_before);
  return tier?.fee ?? policy.after_pickup;
}

/** What cancelling costs, in both currencies, never more than was paid. */
export function cancellationFee(
  policy: CancellationPolicy,
  basis: CancellationBasis,
  hoursBeforePickup: number,
): Amount {
  const fee = feeAt(policy, hoursBeforePickup);
  const { paid } = basis;
  let amount: Amount;
  switch (fee.type) {
    case 'none':
      amount = { payment: 0, local: 0 };
      break;
    case 'days':
      amount = { payment: basis.dayPrice.payment * fee.days, local: basis.dayPrice.local * fee.days };
      break;
    case 'percent': {
      // The percentage as an exact decimal (12.345 is 12345 / 1000, not 12.35): the fee is rounded once.
      const percent = scaleDecimal(fee.percent, PERCENT_SCALE);
      const hundred = 100n * 10n ** BigInt(PERCENT_SCALE);
      amount = {
        payment: scaleMinor(paid.payment, percent, hundred),
        local: scaleMinor(paid.local, percent, hundred),
      };
      break;
    }
    case 'fixed': {
      const local = toMinor(fee.amount, basis.localMinorUnits);
      // The payment side at the booking's own rate (paid.payment per paid.local).
      const payment = paid.local === 0 ? 0 : scaleMinor(local, BigInt(paid.payment), BigInt(paid.local));
      amount = { payment, local };
      break;
    }
  }
  return {
    payment: Math.min(Math.max(amount.payment, 0), paid.payment),
    local: Math.min(Math.max(amount.local, 0), paid.local),
  };
}
