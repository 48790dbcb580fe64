import type { Bill } from '@/lib/api/contract/bill';
import type { CarDetail, CarPackage } from '@/lib/api/contract/car';
import type { DriverInput } from '@/lib/api/contract/booking-form';
import type { ChangedField, OrderChangeRequest } from '@/lib/api/contract/order-change';
import { changeFeesOf, type ChangeFees } from '@/lib/bill/change-fee';
import { changePolicyOf } from '@/lib/orders/change-rules';
import type { Db } from '../../db/client';
import type { OrderExtra } from '../../db/schema';
import type { OrderRow } from '../booking/present-order';
import { checkDrivers, chosenExtras, packagesOf } from '../booking/price-booking';
import { heldCouponTerms } from '../coupons/terms';
import { ApiError, paramsErrorAt } from '../errors';
import { billForRental } from '../pricing/booking-bill';
import { changeFeeAmount } from '../pricing/change-fee';
import { rentalCurrencies } from '../pricing/currencies';
import { readCarDetail } from '../search/detail';
import type { ResolvedSearch } from '../search/resolve';
import { verifyPhoneProof } from '../verification/phone-codes';
import { phoneKey } from '../verification/phone-key';
import { withOwnHoldsAside } from './own-holds';

/** The booking as the change would leave it: what the order's row would then hold. */
export type ChangedBooking = {
  changed: ChangedField[];
  dropStoreCode: string;
  pickupWall: string;
  dropoffWall: string;
  skuId: number;
  packageCode: string;
  extras: OrderExtra[];
  drivers: DriverInput[];
  flightNo: string | null;
  contactName: string;
  contactEmail: string;
  contactAreaCode: string;
  contactPhone: string;
};

/**
 * A change priced: a change of the rental (dates, stores, car, package, extras, drivers) is priced
 * afresh from the catalogue as it is now, by the pricing owner, with the booking's own coupon and
 * first-booking discount kept and the package's change fee added; a change of the flight or the
 * contact alone reprices nothing (the booked bill stands, free).
 */
export type PricedChange = ChangedBooking &
  (
    | { repriced: true; bill: Bill; detail: CarDetail; search: ResolvedSearch; pkg: CarPackage }
    | { repriced: false; bill: Bill }
  );

const RENTAL_FIELDS: readonly ChangedField[] = [
  'dates',
  'drop_off_location',
  'car',
  'package',
  'extras',
  'drivers',
];

type ChosenList = { id: number; quantity: number }[];

/** What the request asks the booking to become (absent fields keep the booking's own). */
export function changedBooking(
  order: OrderRow,
  request: OrderChangeRequest,
): { booking: ChangedBooking; extraService: ChosenList; insurance: ChosenList } {
  const extrasOf = (kind: OrderExtra['kind']) =>
    order.extras.filter((extra) => extra.kind === kind).map(({ id, quantity }) => ({ id, quantity }));
  const extraService = request.extra_service ?? extrasOf('extra');
  const insurance = request.insurance_unit_item ?? extrasOf('insurance');
  const booking: ChangedBooking = {
    changed: [],
    dropStoreCode: request.drop_off_location ?? order.dropStoreCode,
    pickupWall: request.pickup_date_time ?? order.pickupWall,
    dropoffWall: request.drop_off_date_time ?? order.dropoffWall,
    skuId: request.sku_id ?? order.skuId,
    packageCode: request.package_code ?? order.packageCode,
    // The booking's own until the change is priced against the car's offers.
    extras: order.extras,
    drivers: request.drivers ?? order.drivers,
    flightNo: request.flight_no === undefined ? order.flightNo : request.flight_no || null,
    contactName: request.contact_name ?? order.contact.name,
    contactEmail: request.contact_email ?? order.contactEmail,
    contactAreaCode: request.contact_area_code ?? order.contact.contact_area_code,
    contactPhone: request.contact_phone ?? order.contact.contact_phone,
  };
  const changed = booking.changed;
  if (booking.pickupWall !== order.pickupWall || booking.dropoffWall !== order.dropoffWall)
    changed.push('dates');
  if (booking.dropStoreCode !== order.dropStoreCode) changed.push('drop_off_location');
  if (booking.skuId !== order.skuId) changed.push('car');
  if (booking.packageCode !== order.packageCode) changed.push('package');
  if (!sameQuantities(extraService, extrasOf('extra')) || !sameQuantities(insurance, extrasOf('insurance')))
    changed.push('extras');
  if (JSON.stringify(booking.drivers) !== JSON.stringify(order.drivers)) changed.push('drivers');
  if (booking.flightNo !== order.flightNo) changed.push('flight_no');
  if (
    booking.contactName !== order.contact.name ||
    booking.contactEmail !== order.contactEmail ||
    phoneChanged(order, booking)
  )
    changed.push('contact');
  return { booking, extraService, insurance };
}

/**
 * Prices the change against the database as it is now, in the caller's transaction, as if the
 * order's own hold were released (./own-holds.ts withOwnHoldsAside: its own car counts as free for
 * the new dates; nothing is written). A change asking for nothing new is refused (change_nothing).
 */
export async function priceChange(
  db: Db,
  order: OrderRow,
  request: OrderChangeRequest,
  now: Date,
): Promise<PricedChange> {
  const { booking, extraService, insurance } = changedBooking(order, request);
  if (booking.changed.length === 0) throw new ApiError('change_nothing');
  // A new mobile number is the traveller's as the booking's was: proved with a code first.
  if (
    phoneChanged(order, booking) &&
    !(await verifyPhoneProof(
      db,
      request.phone_token ?? '',
      booking.contactAreaCode,
      booking.contactPhone,
      now,
    ))
  ) {
    throw new ApiError('phone_not_verified');
  }
  if (!booking.changed.some((field) => RENTAL_FIELDS.includes(field))) {
    return { ...booking, repriced: false, bill: order.bill };
  }
  return withOwnHoldsAside(db, order.id, now, (aside) =>
    priceRental(aside, order, booking, { extraService, insurance }, now),
  );
}

async function priceRental(
  db: Db,
  order: OrderRow,
  booking: ChangedBooking,
  { extraService, insurance }: { extraService: ChosenList; insurance: ChosenList },
  now: Date,
): Promise<PricedChange> {
  const { detail, search } = await readCarDetail(
    db,
    {
      pickup_location: order.storeCode,
      drop_off_location: booking.dropStoreCode,
      pickup_date_time: booking.pickupWall,
      drop_off_date_time: booking.dropoffWall,
      driver_age: order.driverAge,
      sku_id: booking.skuId,
    },
    { currency: order.paymentCurrency, now, fresh: true },
  );
  const pkg = packagesOf(detail).find((candidate) => candidate.package_code_origin === booking.packageCode);
  if (!pkg) throw paramsErrorAt('package_code', 'no such package of this car');
  // Paying at the counter and prepaying are different contracts (and money already taken): a
  // change keeps the way the booking is paid.
  if ((pkg.pay_mode === 'arrival') !== (order.payMethod === 'ARRIVAL')) {
    throw paramsErrorAt('package_code', 'a change keeps the way the booking is paid');
  }
  const extras = chosenExtras(detail, { extra_service: extraService, insurance_unit_item: insurance });
  checkDrivers({ drivers: booking.drivers }, search, pkg, extras);
  const currencies = await rentalCurrencies(db, detail.local_currency, order.paymentCurrency);
  const coupon = order.couponCode ? await heldCouponTerms(db, order.couponCode, currencies) : null;
  const bill = billForRental(detail, pkg, {
    extras,
    coupon,
    freshman: order.freshman,
    changeFees: withThisChange(
      changeFeesOf(order.bill),
      changeFeeAmount(changePolicyOf(order.changePolicy), currencies),
    ),
  });
  return { ...booking, extras, repriced: true, bill, detail, search, pkg };
}

/** The booking's change fees with this change's added (a free change adds nothing). */
function withThisChange(
  earlier: ChangeFees | null,
  fee: { payment: number; local: number },
): ChangeFees | null {
  if (fee.payment === 0 && fee.local === 0) return earlier;
  return {
    count: (earlier?.count ?? 0) + 1,
    total: {
      payment: (earlier?.total.payment ?? 0) + fee.payment,
      local: (earlier?.total.local ?? 0) + fee.local,
    },
  };
}

/** Whether the change gives the booking another contact number. */
export const phoneChanged = (order: OrderRow, booking: ChangedBooking): boolean =>
  phoneKey(booking.contactAreaCode, booking.contactPhone) !== order.contactPhone;

const sameQuantities = (a: ChosenList, b: ChosenList) => {
  const key = (list: ChosenList) =>
    list
      .filter((item) => item.quantity > 0)
      .map((item) => `${item.id}:${item.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};
