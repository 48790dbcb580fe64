import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import { computeBill } from '@/lib/bill/compute';
import { billInputFromDetail, couponTermsOf } from '@/lib/bill/from-detail';
import type { AppliedCoupon } from '@/lib/site/store/fill-in-draft';
import type { ChosenExtra, LiveBill } from './types';

export type LiveBillChoices = {
  extraService: readonly ChosenExtra[];
  insuranceUnits: readonly ChosenExtra[];
  /** the coupon the traveller applied (GET /coupon/check's answer), or null */
  coupon: AppliedCoupon | null;
  /** the verified phone has never booked (the freshman discount, while its event runs) */
  freshman: boolean;
};

/**
 * The bill the page shows as the traveller edits: the one bill implementation (lib/bill) over the
 * car detail answer the page was rendered with, so the booking call, which computes it again from
 * the database, arrives at the same total to the minor unit.
 */
export function liveBill(detail: CarDetail, pkg: CarPackage, choices: LiveBillChoices): LiveBill {
  return computeBill(
    billInputFromDetail(detail, pkg, {
      extras: [...choices.extraService, ...choices.insuranceUnits],
      coupon: choices.coupon && couponTermsOf(choices.coupon),
      freshman: choices.freshman,
    }),
  );
}
