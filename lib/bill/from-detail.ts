import type { Amount } from '@/lib/api/contract/bill';
import type { ChosenExtra } from '@/lib/api/contract/booking-form';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import type { CarDetail, CarPackage, Price } from '@/lib/api/contract/car';
import { toMinor } from '@/lib/money';
import type { ChangeFees } from './change-fee';
import type { BillInput, CouponTerms, ExtraOfferInput } from './types';

/** What the traveller chose on the fill-in step, besides the package. */
export type BillChoices = {
  /** extras and insurance units with their quantities (quantity 0: not chosen) */
  extras: readonly ChosenExtra[];
  coupon: CouponTerms | null;
  /** the verified phone has no earlier booking (the freshman discount applies while its event runs) */
  freshman: boolean;
  /** a changed booking's change fees, this change's included */
  changeFees?: ChangeFees | null;
};

/** An extra id the car detail does not offer: the request is wrong, not the price. */
export class UnknownExtraError extends Error {
  constructor(readonly id: number) {
    super(`no extra service ${id} at this store`);
  }
}

/**
 * The bill input of a package of a car detail answer. The page builds it from the answer it was
 * rendered with; the API builds it from the same answer read fresh from the database when booking;
 * both then run computeBill, so the same choices give the same bill to the minor unit.
 */
export function billInputFromDetail(detail: CarDetail, pkg: CarPackage, choices: BillChoices): BillInput {
  const currencies = {
    payment: { code: detail.payment_currency, minorUnits: detail.payment_minor_units },
    local: { code: detail.local_currency, minorUnits: detail.local_minor_units },
  };
  const amount = (price: Price): Amount => ({
    payment: toMinor(price.payment_amount, currencies.payment.minorUnits),
    local: toMinor(price.local_amount, currencies.local.minorUnits),
  });
  const offers = new Map<number, ExtraOfferInput>(
    detail.extra_services.map((extra) => [
      extra.id,
      {
        id: extra.id,
        code: extra.code,
        name: extra.name,
        unit: extra.unit_name === 'Day' ? 'day' : 'rental',
        rentalPrice: amount(extra.rental_price),
        maxQuantity: extra.max_quantity,
      },
    ]),
  );
  return {
    payMode: pkg.pay_mode,
    paymentVersion: detail.booking.payment_version,
    rentDays: detail.rent_days,
    currencies,
    packageLines: pkg.charge_detail.map((line) => ({
      code: line.code,
      name: line.item_name,
      unit: line.unit,
      count: line.count,
      unitPrice: amount(line.unit_price),
      total: amount(line.total_amount),
      notInBill: line.not_in_bill,
    })),
    extras: choices.extras
      .filter((chosen) => chosen.quantity > 0)
      .map((chosen) => {
        const offer = offers.get(chosen.id);
        if (!offer) throw new UnknownExtraError(chosen.id);
        return { offer, quantity: chosen.quantity };
      }),
    coupon: choices.coupon,
    freshmanRate: choices.freshman ? detail.booking.freshman_rate : null,
    changeFees: choices.changeFees ?? null,
  };
}

/** The coupon check's answer as the bill's coupon terms. */
export function couponTermsOf(answer: CouponTermsAnswer): CouponTerms {
  const common = { code: answer.code, name: answer.name, lessLimit: answer.less_limit };
  if (answer.kind === 'percent' && answer.percent !== null) {
    return { ...common, kind: 'percent', percent: answer.percent };
  }
  if (answer.kind === 'amount' && answer.discount !== null) {
    return { ...common, kind: 'amount', discount: answer.discount };
  }
  throw new RangeError(`coupon ${answer.code} has no discount`);
}
