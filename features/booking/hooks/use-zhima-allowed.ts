import { useSiteStore } from '@/components/providers/site-store-provider';
import { usePreAuthAllowed } from '../api/get-pre-auth-allowed';

export type ZhimaChoice =
  /** the rules do not allow it here (or they could not be read): not offered */
  | 'hidden'
  /** allowed at this store, but only for a logged-in traveller (spec §6) */
  | 'log_in'
  /** a logged-in traveller's rules are being read: not offered yet, but a choice made earlier stays */
  | 'checking'
  | 'allowed';

/**
 * Whether zhima credit may replace the deposit (spec §5 pre-authorisation availability, §6 guests):
 * a guest sees it where the pick-up store allows it, to log in for; a logged-in traveller gets the
 * whole rule, whitelist included, from GET /payment/get_pre_auth_sign_config_list (read once).
 */
export function useZhimaAllowed(pickupStore: string, storeAllows: boolean): ZhimaChoice {
  const loggedIn = useSiteStore((state) => state.session.loggedIn);
  const settled = useSiteStore((state) => state.session.settled);
  const allowed = usePreAuthAllowed(pickupStore);

  // Who is signed in is not known yet (it is learnt after the page loads): a choice made stays.
  if (!settled) return 'checking';
  if (!loggedIn) return storeAllows ? 'log_in' : 'hidden';
  if (allowed.isPending) return 'checking';
  // Spec §8: a failed config call is quietly false.
  return allowed.data === true ? 'allowed' : 'hidden';
}
