import { useSiteStore } from '@/components/providers/site-store-provider';
import { useValidWalletCoupons } from '../api/get-valid-wallet-coupons';
import type { WalletCouponOption } from '../types';

const NONE: WalletCouponOption[] = [];

/**
 * A logged-in traveller's coupons that can be used at this store now (valid, and for its country),
 * offered beside the code field. Guests have none: coupons live in a user's wallet. A failed read
 * offers none; the code can still be typed.
 */
export function useWalletCoupons(storeCountry: string): { loggedIn: boolean; coupons: WalletCouponOption[] } {
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const wallet = useValidWalletCoupons();
  const coupons = (loggedIn && wallet.data) || NONE;
  return {
    loggedIn,
    coupons: coupons.filter(
      (coupon) => coupon.countries.length === 0 || coupon.countries.includes(storeCountry),
    ),
  };
}
