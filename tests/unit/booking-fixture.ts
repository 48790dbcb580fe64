import type { FillInContext } from '@/features/booking/types';
import type { Bill } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import type { ChosenExtra } from '@/lib/api/contract/booking-form';
import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import captured from '../fixtures/booking-bkk01-cny.json';

/**
 * A BKK01 booking captured from the API (tests/fixtures/booking-bkk01-cny.json): the car detail
 * answer the page is rendered with (narrowed to the chosen package, full protection paid online,
 * CNY for a 22-year-old driver), the choices made on it, and the bill of the order the API booked.
 */
export const CAPTURED = captured as unknown as {
  detail: CarDetail;
  packageCode: string;
  extraService: ChosenExtra[];
  insuranceUnits: ChosenExtra[];
  coupon: CouponTermsAnswer;
  freshman: boolean;
  bill: Bill;
};

export const DETAIL = CAPTURED.detail;

export function packageOf(detail: CarDetail): CarPackage {
  const pkg = Object.values(detail.car.packObj)
    .flatMap((byMode) => Object.values(byMode ?? {}))
    .find((candidate) => candidate.package_code_origin === CAPTURED.packageCode);
  if (!pkg) throw new Error('the fixture has no chosen package');
  return pkg;
}

export const extraOf = (code: string) => {
  const extra = DETAIL.extra_services.find((candidate) => candidate.code === code);
  if (!extra) throw new Error(`no ${code} in the fixture`);
  return extra;
};

/** The fill-in context the page would build from the captured answer (pay mode may be changed). */
export function fillInContext(
  options: { payMode?: CarPackage['pay_mode']; paymentVersion?: 1 | 2 } = {},
): FillInContext {
  const base = packageOf(DETAIL);
  // Paying at the counter, the seed's packages owe nothing for a cancellation before pick-up.
  const pkg: CarPackage =
    options.payMode === 'arrival'
      ? {
          ...base,
          pay_mode: 'arrival',
          cancellation_policy: {
            tiers: [{ hours_before: 0, fee: { type: 'none' } }],
            after_pickup: { type: 'percent', percent: 100 },
          },
        }
      : base;
  const detail: CarDetail = {
    ...DETAIL,
    booking: { ...DETAIL.booking, payment_version: options.paymentVersion ?? DETAIL.booking.payment_version },
    car: { ...DETAIL.car, packObj: { [pkg.plan_group]: { [pkg.pay_mode]: pkg } } },
  };
  const info = DETAIL.rent_info;
  return {
    detail,
    pkg,
    query: {
      pickup_location: info.pickup_location,
      drop_off_location: info.drop_off_location,
      pickup_date_time: info.pickup_date_time,
      drop_off_date_time: info.drop_off_date_time,
      driver_age: '22',
      sku_id: String(DETAIL.car.sku_id),
    },
    choice: {
      rentInfo: {
        pickup_location: info.pickup_location,
        drop_off_location: info.drop_off_location,
        pickup_date_time: info.pickup_date_time,
        drop_off_date_time: info.drop_off_date_time,
        driver_age: '22',
        rent_duration: DETAIL.rent_days,
      },
      skuId: DETAIL.car.sku_id,
      serviceId: info.pickup_location,
      packageIndex: 4,
      insuranceType: pkg.insurance_type,
      insuranceId: pkg.package_id,
      packageCode: pkg.package_code_origin,
      payMode: pkg.pay_mode,
    },
    links: {
      carList: '/book/BKK01?pickup=BKK01&age=22',
      changePackage: '/book/BKK01/1/full_protection-full_prepaid?pickup=BKK01&age=22',
      terms: '/user_agreement',
      withAge: { '23': '/book/BKK01?pickup=BKK01&age=23', '25-75': '/book/BKK01?pickup=BKK01' },
    },
  };
}

/** A birthday that makes the driver `age` on the fixture's pick-up date. */
export function birthdayFor(age: number): string {
  const pickup = DETAIL.rent_info.pickup_date_time.slice(0, 10);
  return `${Number(pickup.slice(0, 4)) - age}-${pickup.slice(5, 7)}-01`;
}
