import { useState } from 'react';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import { ApiClientError } from '@/lib/site/api/errors';
import { createOrderBody } from '@/lib/site/booking-flow/order-body';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import type { Lang } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useCreateOrder } from '../api/create-order';
import { bookOutcome, type BookOutcome } from '../book-outcome';
import { attemptFor, newIdempotencyKey, requestFingerprint } from '../idempotency';
import { refusedAges, refusedDriver } from '../refusals';
import { toOrderedCar } from '../to-site';
import type { BookingForm, FillInContext } from '../types';

/** A request still being processed under the same key (409 request_in_progress): ask again shortly. */
const IN_PROGRESS_RETRIES = 3;
const IN_PROGRESS_WAIT_MS = 2_000;

export type BookState =
  | { status: 'idle' }
  | { status: 'booking' }
  | { status: 'booked' }
  | { status: 'refused'; outcome: Exclude<BookOutcome, { kind: 'fix' }> };

type FixOutcome = Extract<BookOutcome, { kind: 'fix' }>;

/** What the page proved before booking: the phone, the total shown, the passed pre-authorisation. */
export type BookingProofs = { phoneToken: string; expectedTotal: number; preAuthNo?: string };

/**
 * 'Book': POST /order/create with the total the page showed and an Idempotency-Key kept in the
 * tab's draft for this exact request. The same request again (Try again after a network error, a
 * reload) reuses the key, so the server answers its first answer and never books twice; any change
 * gets a new key. Booked: the draft's form is cleared and the traveller goes on to pay online
 * (/payment/{trade_no}) or to the result of paying at the counter (/payment/status/{trade_no}).
 */
export function useBook({
  context,
  lang,
  onFix,
}: {
  context: FillInContext;
  lang: Lang;
  /** a refusal one field can fix (the phone, a driver's age, the coupon, the deposit): back to the form */
  onFix: (outcome: FixOutcome) => void;
}) {
  const store = useSiteStoreApi();
  const router = useRouter();
  const [state, setState] = useState<BookState>({ status: 'idle' });
  const { mutateAsync: createOrder } = useCreateOrder();

  async function book(form: BookingForm, proof: BookingProofs) {
    if (state.status === 'booking' || state.status === 'booked') return;
    setState({ status: 'booking' });
    const body = createOrderBody(toOrderedCar(context), form, { ...proof, lang });
    const draft = () => store.getState().bookingDraft;
    let attempt = attemptFor(body, draft().fillIn?.attempt ?? null);
    draft().saveFillIn({ attempt });

    for (let tries = 0; ; tries++) {
      try {
        const order = await createOrder({ body, idempotencyKey: attempt.key });
        setState({ status: 'booked' });
        draft().clearFillIn();
        router.replace(
          order.paysAtCounter ? `/payment/status/${order.tradeNo}` : `/payment/${order.tradeNo}`,
        );
        return;
      } catch (error) {
        const reason = errorMessageKey(error);
        if (reason === 'request_in_progress' && tries < IN_PROGRESS_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_WAIT_MS));
          continue;
        }
        if (reason === 'idempotency_conflict' && tries === 0) {
          // The key was used for another request (a fingerprint collision): this one gets its own.
          attempt = { key: newIdempotencyKey(), fingerprint: requestFingerprint(body) };
          draft().saveFillIn({ attempt });
          continue;
        }
        const details =
          error instanceof ApiClientError
            ? { driver: refusedDriver(error), ages: refusedAges(error) }
            : { driver: 0, ages: null };
        const outcome = bookOutcome(reason, details);
        if (outcome.kind === 'fix') {
          setState({ status: 'idle' });
          onFix(outcome);
        } else {
          setState({ status: 'refused', outcome });
        }
        return;
      }
    }
  }

  return {
    state,
    book: (form: BookingForm, proof: BookingProofs) => void book(form, proof),
  };
}
