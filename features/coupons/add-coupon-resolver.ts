import { zodResolver } from '@hookform/resolvers/zod';
import { addCouponBodySchema } from '@/lib/api/contract/coupons';

/** The add-coupon form's check: the contract's schema (loaded with the form's first check). */
export const addCouponResolver = zodResolver(addCouponBodySchema);
