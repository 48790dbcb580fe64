import type { Bill } from '@/lib/api/contract/bill';
import type { ChosenExtra } from '@/lib/api/contract/booking-form';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import type { ChangeFees } from '@/lib/bill/change-fee';
import { computeBill } from '@/lib/bill/compute';
import { billInputFromDetail, couponTermsOf, UnknownExtraError } from '@/lib/bill/from-detail';
import { paramsErrorAt } from '../errors';

/** What the traveller chose for the rental besides the car and the package. */
export type RentalChoices = {
  /** extras and insurance units with their quantities */
  extras: readonly ChosenExtra[];
  /** the coupon's terms in the rental's currencies (coupon-amounts.ts), or none */
  coupon: CouponTermsAnswer | null;
  /** the verified phone has no earlier booking (the freshman discount applies while its event runs) */
  freshman: boolean;
  /** a changed booking's change fees, this change's included (none for a new booking) */
  changeFees?: ChangeFees | null;
};

/**
 * The bill of a rental as the server prices it, for a booking and for a changed booking: the
 * computeBill the page runs live, from the car detail read fresh from the database, so the same
 * choices give the same bill to the minor unit. Choices no bill can be made of (an extra the car
 * does not offer, a bad quantity, a coupon without its discount) are the request's fault: a params
 * error on extra_service, not a failure of pricing.
 */
export function billForRental(detail: CarDetail, pkg: CarPackage, choices: RentalChoices): Bill {
  try {
    return computeBill(
      billInputFromDetail(detail, pkg, {
        extras: choices.extras.map(({ id, quantity }) => ({ id, quantity })),
        coupon: choices.coupon && couponTermsOf(choices.coupon),
        freshman: choices.freshman,
        changeFees: choices.changeFees ?? null,
      }),
    );
  } catch (error) {
    if (error instanceof UnknownExtraError || error instanceof RangeError) {
      throw paramsErrorAt('extra_service', error.message);
    }
    throw error;
  }
}
