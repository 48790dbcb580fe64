import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSiteStore, useSiteStoreApi } from '@/components/providers/site-store-provider';
import type { PreAuthDraft } from '@/lib/site/store/fill-in-draft';
import { usePreAuthStatus } from '../api/get-pre-auth-status';
import { useRequestPreAuth } from '../api/request-pre-auth';

/** The query parameter the provider's page returns with (server/domain/pre-auth/sandbox-flow.ts). */
export const PRE_AUTH_RETURN_PARAM = 'pre_auth_payment_no';
/** Where the browser lands back: the deposit fieldset. */
export const DEPOSIT_ANCHOR = 'deposit';

export type PreAuthState =
  | { kind: 'none' }
  | { kind: 'starting' }
  | { kind: 'checking' }
  | { kind: 'passed'; paymentNo: string }
  | { kind: 'declined' }
  | { kind: 'abandoned' }
  /** the provider or the API could not be reached: try again */
  | { kind: 'failed' };

type Car = { skuId: number; packageCode: string };

const isFor = (preAuth: PreAuthDraft | null, car: Car): preAuth is PreAuthDraft =>
  !!preAuth && preAuth.skuId === car.skuId && preAuth.packageCode === car.packageCode;

/**
 * The zhima credit pre-authorisation of this car and package (spec §4, §7). `start` sends the
 * browser to the provider's page, which sends it back here with the number; the number is then
 * kept in the tab's fill-in draft with the provider's answer, so a reload keeps it. Only a passed
 * one ('success') lets the booking go without a card deposit; the server checks it again.
 */
export function usePreAuth(skuId: number, packageCode: string) {
  const car: Car = useMemo(() => ({ skuId, packageCode }), [skuId, packageCode]);
  const store = useSiteStoreApi();
  const draft = useSiteStore((state) => state.bookingDraft.fillIn?.preAuth ?? null);
  const [transient, setTransient] = useState<'starting' | 'failed' | null>(null);
  const preAuth = isFor(draft, car) ? draft : null;
  const save = useCallback(
    (next: PreAuthDraft | null) => store.getState().bookingDraft.saveFillIn({ preAuth: next }),
    [store],
  );

  // Back from the provider: adopt the number, and take it out of the address bar.
  useEffect(() => {
    const url = new URL(window.location.href);
    const paymentNo = url.searchParams.get(PRE_AUTH_RETURN_PARAM);
    if (!paymentNo) return;
    url.searchParams.delete(PRE_AUTH_RETURN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (store.getState().bookingDraft.fillIn) save({ paymentNo, ...car, status: 'pending' });
  }, [car, save, store]);

  // A pending answer is asked for until the provider has decided (api/get-pre-auth-status.ts).
  const pendingNo = preAuth?.status === 'pending' ? preAuth.paymentNo : null;
  const decision = usePreAuthStatus(pendingNo);
  const decided = pendingNo && decision.isSuccess && !decision.isFetching ? decision.data : null;
  // No decision after the last try: the traveller may start again.
  const undecided = decided === 'pending';
  useEffect(() => {
    if (pendingNo && decided && decided !== 'pending')
      save({ paymentNo: pendingNo, ...car, status: decided });
  }, [car, decided, pendingNo, save]);

  const { mutateAsync: request } = useRequestPreAuth();
  const start = useCallback(async () => {
    setTransient('starting');
    try {
      const here = new URL(window.location.href);
      here.searchParams.delete(PRE_AUTH_RETURN_PARAM);
      const { providerUrl } = await request({
        ...car,
        returnTo: `${here.pathname}${here.search}#${DEPOSIT_ANCHOR}`,
      });
      save(null);
      window.location.assign(providerUrl);
    } catch {
      setTransient('failed');
    }
  }, [car, request, save]);

  // One object while nothing changes: the fill-in form that shows it is memoized.
  return useMemo(() => {
    const state: PreAuthState =
      transient === 'starting'
        ? { kind: 'starting' }
        : transient === 'failed' || undecided
          ? { kind: 'failed' }
          : !preAuth
            ? { kind: 'none' }
            : preAuth.status === 'pending'
              ? { kind: 'checking' }
              : preAuth.status === 'success'
                ? { kind: 'passed', paymentNo: preAuth.paymentNo }
                : { kind: preAuth.status };
    return { state, start };
  }, [transient, undecided, preAuth, start]);
}

export type PreAuthControl = ReturnType<typeof usePreAuth>;
