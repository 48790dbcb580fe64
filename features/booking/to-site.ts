import type { CreatedOrder } from '@/lib/api/contract/booking';
import type { WalletCoupon } from '@/lib/api/contract/coupons';
import type { PhoneProof, SentCode as SentCodeAnswer } from '@/lib/api/contract/verify';
import type { OrderedCar } from '@/lib/booking-flow/order-body';
import type { PhoneProofDraft } from '@/lib/store/fill-in-draft';
import type { BookedOrder, FillInContext, SentCode, WalletCouponOption } from './types';

// The API's field names stop here: the fill-in step's sections and hooks read the site's own types.

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
