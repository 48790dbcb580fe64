import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { PreAuthDraft } from '@/lib/site/store/fill-in-draft';

/** The provider decides within seconds: a 'pending' answer is asked again, 2 s apart, 5 times at most. */
const STATUS_TRIES = 5;
const STATUS_WAIT_MS = 2_000;

export type PreAuthStatus = PreAuthDraft['status'];

/** Spec §7, step 3 (POST /payment/get_pre_auth_status): passed only when the answer is 'success'. */
export const getPreAuthStatus = (api: Api, paymentNo: string): Promise<PreAuthStatus> =>
  api.post('/payment/get_pre_auth_status', { payment_no: paymentNo });

/** The provider's decision, or 'pending' when it had none after the last try (a failed try counts). */
async function decidedStatus(api: Api, paymentNo: string, signal: AbortSignal): Promise<PreAuthStatus> {
  for (let tries = 0; tries < STATUS_TRIES && !signal.aborted; tries++) {
    try {
      const status = await getPreAuthStatus(api, paymentNo);
      if (status !== 'pending') return status;
    } catch {
      // asked again below; after the last try the traveller may start again
    }
    await new Promise((resolve) => setTimeout(resolve, STATUS_WAIT_MS));
  }
  return 'pending';
}

export const getPreAuthStatusQueryOptions = (api: Api, paymentNo?: string | null) =>
  queryOptions({
    queryKey: paymentNo ? ['payment', 'pre-auth-status', paymentNo] : ['payment', 'pre-auth-status'],
    queryFn: paymentNo ? ({ signal }) => decidedStatus(api, paymentNo, signal) : skipToken,
    // The tries are decidedStatus's; a page that comes back to a pending number asks again.
    retry: false,
    staleTime: 0,
  });

/** The decision on a pending pre-authorisation; nothing is asked while `paymentNo` is null. */
export const usePreAuthStatus = (paymentNo: string | null) =>
  useQuery(getPreAuthStatusQueryOptions(useApi(), paymentNo));
