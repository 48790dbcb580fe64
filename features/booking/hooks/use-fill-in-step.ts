import { useSearchParams } from 'next/navigation';
import { useRef } from 'react';

export type FillInStep = 'form' | 'review';

/** The query key of the step: ?step=review is the review-and-book step (stepper step 4). */
export const STEP_PARAM = 'step';

function urlWithStep(step: FillInStep): string {
  const url = new URL(window.location.href);
  if (step === 'review') url.searchParams.set(STEP_PARAM, 'review');
  else url.searchParams.delete(STEP_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The fill-in page's two steps in the URL, without a server round trip: Continue pushes
 * ?step=review onto the history (Next keeps useSearchParams in step with the native history API),
 * so the browser's back button returns to the form, whose values never left the page.
 */
export function useFillInStep() {
  const params = useSearchParams();
  const step: FillInStep = params.get(STEP_PARAM) === 'review' ? 'review' : 'form';
  // Whether this page pushed the review entry itself (then 'back to the form' is the history's back).
  const pushed = useRef(false);

  return {
    step,
    openReview: () => {
      window.history.pushState(null, '', urlWithStep('review'));
      pushed.current = true;
    },
    openForm: () => {
      if (pushed.current) window.history.back();
      else window.history.replaceState(null, '', urlWithStep('form'));
      pushed.current = false;
    },
  };
}
