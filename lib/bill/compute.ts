import type { Amount, Bill, BillLine } from '@/lib/api/contract/bill';
import { divideMinor, scaleDecimal, scaleMinor } from '@/lib/money';
import { changeFeeLine } from './change-fee';
import { PROMOTION_NAMES } from './promotion-names';
import type { BillInput, CouponTerms, PackageLineInput } from './types';

export const ZERO_AMOUNT: Amount = { payment: 0, local: 0 };

const add = (a: Amount, b: Amount): Amount => ({ payment: a.payment + b.payment, local: a.local + b.local });
const times = (a: Amount, n: number): Amount => ({ payment: a.payment * n, local: a.local * n });
// 0 - x rather than -x: a discount of nothing stays +0, which the page would show as "-US$0.00" if -0.
const negate = (a: Amount): Amount => ({ payment: 0 - a.payment, local: 0 - a.local });
export const sumAmounts = (amounts: readonly Amount[]): Amount => amounts.reduce(add, ZERO_AMOUNT);

/** Lines the store adds to a package's price for this rental rather than the package itself. */
const OTHER_CODES = new Set(['young_driver_fee', 'one_way_fee', 'out_of_hours_fee']);

/**
 * The bill of a booking: the one implementation, run by the API (authoritative) and by the fill-in
 * page (live). Every amount is in minor units of both currencies; each line is rounded once, and
 * totals are sums of lines currency by currency, so the total is always the sum of what is shown.
 *
 * - baseSetBill: the package's own lines in the bill (rent, insurance, package fees);
 * - otherLines: young driver, one-way, a changed booking's change fees, and lines outside the bill
 *   (the out-of-hours fee: payable at the counter, not in the total; spec §4);
 * - extraServiceLines: chosen extras with quantity > 0 (quantity × one unit's rental price, capped
 *   per unit); outside the bill unless paymentVersion is 2;
 * - promotions: a coupon that applies (the base price above its lower limit), else the freshman
 *   discount when the traveller qualifies; never more than the base price.
 * Paying at the counter puts the whole total offline; paying online puts it all online.
 */
export function computeBill(input: BillInput): Bill {
  if (!Number.isInteger(input.rentDays) || input.rentDays < 1) {
    throw new RangeError(`rental days must be a positive integer: ${input.rentDays}`);
  }
  const baseLines = input.packageLines
    .filter((line) => !OTHER_CODES.has(line.code) && !line.notInBill)
    .map((line) => packageLine(line, 'base'));
  const otherLines = [
    ...input.packageLines
      .filter((line) => OTHER_CODES.has(line.code) || line.notInBill)
      .map((line) => packageLine(line, 'other')),
    ...changeFeeLine(input.changeFees ?? null),
  ];
  const extraServiceLines = extraLines(input);

  const baseTotal = sumAmounts(baseLines.map((line) => line.total));
  const promotions = promotionLines(input, baseTotal);

  const inBill = [...baseLines, ...otherLines, ...extraServiceLines, ...promotions].filter(
    (line) => !line.notInBill,
  );
  const notInBill = [...otherLines, ...extraServiceLines].filter((line) => line.notInBill);
  const total = sumAmounts(inBill.map((line) => line.total));
  const arrival = input.payMode === 'arrival';
  const { payment, local } = input.currencies;
  return {
    payMethod: arrival ? 'ARRIVAL' : 'FULL_PREPAID',
    paymentVersion: input.paymentVersion,
    currencies: { payment, local },
    baseSetBill: {
      unitPrice: {
        payment: divideMinor(baseTotal.payment, input.rentDays),
        local: divideMinor(baseTotal.local, input.rentDays),
      },
      rentDays: input.rentDays,
      total: baseTotal,
      notSameCcy: payment.code !== local.code,
      lines: baseLines,
    },
    promotions,
    extraServiceLines,
    otherLines,
    onlinePrice: arrival ? ZERO_AMOUNT : total,
    offlinePrice: arrival ? total : ZERO_AMOUNT,
    totalBillPrice: total,
    notInBillPrice: sumAmounts(notInBill.map((line) => line.total)),
  };
}

function packageLine(line: PackageLineInput, section: 'base' | 'other'): BillLine {
  return {
    code: line.code,
    name: line.name,
    section,
    unit: line.unit,
    count: line.count,
    unitPrice: line.unitPrice,
    total: line.total,
    notInBill: line.notInBill,
  };
}

function extraLines({ extras, paymentVersion }: BillInput): BillLine[] {
  // Checked before quantity 0 is skipped: a negative or NaN quantity is a wrong request, not "none".
  for (const { offer, quantity } of extras) {
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > offer.maxQuantity) {
      throw new RangeError(`${offer.code}: quantity ${quantity} is not 0-${offer.maxQuantity}`);
    }
  }
  return extras
    .filter(({ quantity }) => quantity > 0)
    .map(({ offer, quantity }) => {
      return {
        code: offer.code,
        name: offer.name,
        section: 'extra' as const,
        unit: offer.unit,
        count: quantity,
        unitPrice: offer.rentalPrice,
        total: times(offer.rentalPrice, quantity),
        notInBill: paymentVersion !== 2,
        extraId: offer.id,
      };
    });
}

/** Spec §5: a coupon needs the base package price to be greater than its lower limit. */
export const couponApplies = (coupon: CouponTerms, baseTotal: Amount): boolean =>
  baseTotal.local > coupon.lessLimit.local;

function promotionLines(input: BillInput, baseTotal: Amount): BillLine[] {
  const coupon = input.coupon && couponApplies(input.coupon, baseTotal) ? input.coupon : null;
  if (coupon) {
    const discount =
      coupon.kind === 'percent'
        ? scaled(baseTotal, scaleDecimal(coupon.percent, SCALE), 100n * ONE)
        : coupon.discount;
    return [promotion('coupon', coupon.name, capped(discount, baseTotal))];
  }
  if (input.freshmanRate !== null) {
    // A rate of 0.95 (the 9.5-fold discount) takes 5 % off.
    const off = scaled(baseTotal, ONE - scaleDecimal(input.freshmanRate, SCALE), ONE);
    return [promotion('freshman', PROMOTION_NAMES.freshman, capped(off, baseTotal))];
  }
  return [];
}

const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** amount × numerator / denominator in each currency, rounded once. */
const scaled = (amount: Amount, numerator: bigint, denominator: bigint): Amount => ({
  payment: scaleMinor(amount.payment, numerator, denominator),
  local: scaleMinor(amount.local, numerator, denominator),
});

const capped = (discount: Amount, limit: Amount): Amount => ({
  payment: Math.max(0, Math.min(discount.payment, limit.payment)),
  local: Math.max(0, Math.min(discount.local, limit.local)),
});

function promotion(code: string, name: BillLine['name'], discount: Amount): BillLine {
  return {
    code,
    name,
    section: 'promotion',
    unit: 'rental',
    count: 1,
    unitPrice: negate(discount),
    total: negate(discount),
    notInBill: false,
  };
}
