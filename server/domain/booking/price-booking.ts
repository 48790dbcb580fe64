import type { Bill } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer, CreateOrderRequest } from '@/lib/api/contract/booking';
import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import { ageNotAllowedMessage, ageOnDate, driverAgeRefusal } from '@/lib/rent-info/driver-age-rules';
import { additionalDriversAllowed, ADDITIONAL_DRIVER_EXTRA } from '@/lib/booking-rules/drivers';
import { bandOfAge } from '@/lib/rent-info/driver-age';
import type { OrderExtra } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, paramsErrorAt } from '../errors';
import type { Identity } from '../identity';
import { couponTermsFor } from '../coupons/terms';
import { billForRental } from '../pricing/booking-bill';
import { rentalCurrencies } from '../pricing/currencies';
import { readCarDetail, searchClaimsOf } from '../search/detail';
import type { ResolvedSearch } from '../search/resolve';
import { signingSecret } from '../signing-secret';
import { verifyPhoneProof } from '../verification/phone-codes';
import { phoneKey } from '../verification/phone-key';
import { bookingDeposit, type BookingDeposit } from './deposit';
import { isFirstBooking } from './first-booking';
import { checkSearchToken } from './search-token';

/** A booking request that passed every rule, with the bill the server priced for it. */
export type PricedBooking = {
  detail: CarDetail;
  search: ResolvedSearch;
  pkg: CarPackage;
  bill: Bill;
  /** the contact phone, area code and number as digits */
  phone: string;
  extras: OrderExtra[];
  coupon: CouponTermsAnswer | null;
  deposit: BookingDeposit;
};

export type PricingCaller = { currency: string; identity: Identity; now: Date };

/**
 * Checks a booking request against the database as it is now, and prices it. Nothing is trusted
 * from the page: the car, its packages and the extras are read again (not from the reuse cache),
 * with the car's free units; the search token must sign exactly this search and be unexpired, and
 * the bill comes from the pricing module (billForRental). Refusals are ApiErrors from the
 * catalogue; nothing is written.
 */
export async function priceBooking(
  db: Db,
  request: CreateOrderRequest,
  caller: PricingCaller,
): Promise<PricedBooking> {
  const { now, currency } = caller;
  const { detail, search } = await readCarDetail(db, request, { currency, now, fresh: true });

  const claims = searchClaimsOf(search, request.sku_id, detail.payment_currency);
  const token = checkSearchToken(request.search_token, claims, await signingSecret(db)(), now);
  if (token === 'expired') throw new ApiError('search_expired');
  if (token === 'invalid') throw new ApiError('info_error', { field: 'search_token' });

  const pkg = packagesOf(detail).find((candidate) => candidate.package_code_origin === request.package_code);
  if (!pkg) throw new ApiError('info_error', { field: 'package_code' });

  const extras = chosenExtras(detail, request);
  checkDrivers(request, search, pkg, extras);
  // Coupons live in a user's wallet and are used once: a guest is asked to log in (issue 12).
  if (request.coupon_code && caller.identity.kind !== 'user') throw new ApiError('coupon_login_required');

  const phone = phoneKey(request.contact.contact_area_code, request.contact.contact_phone);
  const [verified, deposit, coupon, firstBooking] = await Promise.all([
    verifyPhoneProof(
      db,
      request.phone_token,
      request.contact.contact_area_code,
      request.contact.contact_phone,
      now,
    ),
    bookingDeposit(db, request, search.pickupStore.info.value, caller.identity),
    request.coupon_code
      ? rentalCurrencies(db, detail.local_currency, currency).then((currencies) =>
          couponTermsFor(
            db,
            request.coupon_code,
            { code: search.pickupStore.info.value, country: search.pickupStore.info.country.value },
            currencies,
            now,
          ),
        )
      : null,
    detail.booking.freshman_rate === null
      ? false
      : isFirstBooking(db, { phone, userId: userIdOf(caller.identity) }, now),
  ]);
  if (!verified) throw new ApiError('phone_not_verified');

  const bill = billForRental(detail, pkg, { extras, coupon, freshman: firstBooking });
  if (coupon && !bill.promotions.some((line) => line.code === 'coupon')) {
    throw new ApiError('coupon_unsatisfied', { less_limit: coupon.less_limit_price });
  }
  if (bill.totalBillPrice.payment !== request.expected_total) {
    throw new ApiError('price_changed', { total: bill.totalBillPrice, currency: detail.payment_currency });
  }
  return { detail, search, pkg, bill, phone, extras, coupon, deposit };
}

const userIdOf = (identity: Identity) => (identity.kind === 'user' ? identity.userId : null);

export const packagesOf = (detail: CarDetail): CarPackage[] =>
  Object.values(detail.car.packObj).flatMap((byPayMode) => Object.values(byPayMode ?? {}));

/** The extras and insurance units asked for, each of the kind its list says, each once. */
export function chosenExtras(
  detail: CarDetail,
  request: Pick<CreateOrderRequest, 'extra_service' | 'insurance_unit_item'>,
): OrderExtra[] {
  const offers = new Map(detail.extra_services.map((extra) => [extra.id, extra]));
  const seen = new Set<number>();
  const lists = [
    { field: 'extra_service', kind: 'extra', items: request.extra_service },
    { field: 'insurance_unit_item', kind: 'insurance', items: request.insurance_unit_item },
  ] as const;
  return lists.flatMap(({ field, kind, items }) =>
    items
      .filter((item) => item.quantity > 0)
      .map((item) => {
        const offer = offers.get(item.id);
        if (!offer || offer.kind !== kind) throw paramsErrorAt(field, `no ${kind} ${item.id} at this store`);
        if (seen.has(item.id)) throw paramsErrorAt(field, `${item.id} is listed twice`);
        if (item.quantity > offer.max_quantity) {
          throw paramsErrorAt(field, `${offer.code}: at most ${offer.max_quantity}`);
        }
        seen.add(item.id);
        return { id: item.id, code: offer.code, kind, quantity: item.quantity };
      }),
  );
}

/**
 * Spec §5 and the rule: every driver's age on the pick-up date (the store's clock) within
 * the store's range; the main driver in the age band the search was priced for (the young-driver fee
 * depends on it); no more additional drivers than the package and the extras allow.
 */
export function checkDrivers(
  request: Pick<CreateOrderRequest, 'drivers'>,
  search: ResolvedSearch,
  pkg: CarPackage,
  extras: OrderExtra[],
) {
  const pickupDate = search.rentInfo.pickup_date_time.slice(0, 10);
  request.drivers.forEach((driver, index) => {
    const age = ageOnDate(driver.birthday, pickupDate);
    if (age < 0 || age > 120) throw paramsErrorAt(`drivers.${index}.birthday`, 'invalid');
    const refusal = driverAgeRefusal(age, search.pickupStore.fees);
    if (refusal)
      throw new ApiError('age_not_allowed', { ...refusal, driver: index }, ageNotAllowedMessage(refusal));
    if (index === 0 && bandOfAge(age) !== bandOfAge(search.driverAge)) {
      throw new ApiError('driver_age_mismatch', { age, band: bandOfAge(search.driverAge) });
    }
  });
  const bought = extras.find((extra) => extra.code === ADDITIONAL_DRIVER_EXTRA)?.quantity ?? 0;
  if (request.drivers.length - 1 > additionalDriversAllowed(pkg.services, bought)) {
    throw paramsErrorAt('drivers', 'too_many_drivers');
  }
}
