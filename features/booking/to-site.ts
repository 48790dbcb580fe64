import type { CreatedOrder } from '@/lib/api/contract/booking';
import type { ExtraService } from '@/lib/api/contract/car';
import { includedUnits } from '@/lib/booking-rules/included-extras';
import type { WalletCoupon } from '@/lib/api/contract/coupons';
import type { PhoneProof, SentCode as SentCodeAnswer } from '@/lib/api/contract/verify';
import type { OrderedCar } from '@/lib/site/booking-flow/order-body';
import { toMoney } from '@/lib/site/booking-flow/money';
import type { PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { driverRulesOf } from './driver-rules';
import type {
  BookedOrder,
  ExtraOffer,
  FillInContext,
  FillInRental,
  SentCode,
  WalletCouponOption,
} from './types';

// The API's field names stop here: the fill-in step's sections and hooks read the site's own types.

/** An extra of the store as the form offers it with this package (which may include some of it). */
export function toExtraOffer(extra: ExtraService, packageServices: readonly string[]): ExtraOffer {
  return {
    id: extra.id,
    code: extra.code,
    name: extra.name,
    description: extra.description,
    perDay: extra.unit_name === 'Day',
    unitPrice: toMoney(extra.unit_price),
    rentalPrice: toMoney(extra.rental_price),
    cap: extra.is_capped && extra.capped_price ? toMoney(extra.capped_price) : null,
    included: includedUnits(packageServices, extra.code),
    maxQuantity: extra.max_quantity,
  };
}

/** The rental of the page's car detail answer, as the form's sections and the review show it. */
export function toFillInRental({ detail, pkg }: FillInContext): FillInRental {
  const offers = (kind: ExtraService['kind']) =>
    detail.extra_services
      .filter((extra) => extra.kind === kind)
      .map((extra) => toExtraOffer(extra, pkg.services));
  return {
    skuId: detail.car.sku_id,
    packageCode: pkg.package_code_origin,
    planGroup: pkg.plan_group,
    payMode: pkg.pay_mode,
    rentDays: detail.rent_days,
    paymentVersion: detail.booking.payment_version,
    pickupLocation: detail.rent_info.pickup_location,
    pickupStore: {
      code: detail.pickup_store.value,
      country: detail.pickup_store.country.value,
      allowsZhima: detail.pickup_store.alipay === '1',
    },
    deposit: detail.car.deposit,
    extras: offers('extra'),
    insurance: offers('insurance'),
    driverRules: driverRulesOf(detail),
    cancellationPolicy: pkg.cancellation_policy,
    localCurrency: detail.local_currency,
  };
}

/** What the booking call names of the car: the detail's query, its package and its signed search. */
export const toOrderedCar = ({ query, pkg, detail }: FillInContext): OrderedCar => ({
  query,
  packageCode: pkg.package_code_origin,
  searchToken: detail.booking.search_token,
});

export const toWalletCouponOption = (coupon: WalletCoupon): WalletCouponOption => ({
  code: coupon.code,
  description: coupon.description,
  countries: coupon.countries,
});

export const toSentCode = (sent: SentCodeAnswer): SentCode => ({
  expiresInSeconds: sent.expires_in_s,
  resendAfterSeconds: sent.resend_after_s,
});

/** The contact phone as the /verify calls name it: the booking form's phone verification. */
export const toCodePhone = (phone: { areaCode: string; phone: string }) => ({
  purpose: 'verify_phone' as const,
  area_code: phone.areaCode,
  phone: phone.phone,
});

/** The check's proof of `phone` (area code and number, digits only), as the tab's draft keeps it. */
export const toPhoneProof = (proof: PhoneProof, phone: string): PhoneProofDraft => ({
  phone,
  token: proof.phone_token,
  expiresAt: proof.expires_at,
  freshman: proof.freshman,
});

export const toBookedOrder = (order: CreatedOrder): BookedOrder => ({
  tradeNo: order.trade_no,
  paysAtCounter: order.pay_method === 'ARRIVAL',
});
