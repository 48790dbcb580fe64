import { useEffect, useState } from 'react';
import { useApi, useSiteStore } from '@/components/providers/site-store-provider';
import type { WalletCoupon } from '@/lib/api/contract/coupons';

/**
 * A logged-in traveller's coupons that can be used at this store now (valid, and for its country),
 * offered beside the code field. Guests have none: coupons live in a user's wallet. A failed read
 * offers none; the code can still be typed.
 */
export function useWalletCoupons(storeCountry: string): { loggedIn: boolean; coupons: WalletCoupon[] } {
  const api = useApi();
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const [coupons, setCoupons] = useState<WalletCoupon[]>([]);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void import('../api/get-wallet-coupons')
      .then(({ getValidWalletCoupons }) => getValidWalletCoupons(api))
      .then((list) => {
        if (!live) return;
        setCoupons(
          list.filter(
            (coupon) =>
              coupon.status === 'valid' &&
              (coupon.countries.length === 0 || coupon.countries.includes(storeCountry)),
          ),
        );
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, loggedIn, storeCountry]);
  return { loggedIn, coupons: loggedIn ? coupons : [] };
}
