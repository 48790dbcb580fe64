import type { WalletCoupon as WalletCouponAnswer } from '@/lib/api/contract/coupons';
import type { WalletCoupon } from './types';

/** A wallet coupon of the API reshaped for the pages; transport names stop here. */
export function toWalletCoupon(coupon: WalletCouponAnswer): WalletCoupon {
  return {
    code: coupon.code,
    status: coupon.status,
    discount:
      coupon.kind === 'percent'
        ? { kind: 'percent', percent: coupon.percent ?? 0 }
        : { kind: 'amount', amount: coupon.amount },
    description: coupon.description,
    lessLimit: coupon.less_limit,
    startsAt: coupon.starts_at,
    endsAt: coupon.ends_at,
    usedAt: coupon.used_at,
  };
}
