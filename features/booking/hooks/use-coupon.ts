import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/site/api/errors';
import { couponApplies } from '@/lib/bill/compute';
import { couponTermsOf } from '@/lib/bill/from-detail';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { AppliedCoupon } from '@/lib/site/store/fill-in-draft';
import { useCouponTerms } from '../api/get-coupon-terms';
import type { BillAmount } from '../types';

/** Answers that mean "no such coupon here" (unknown, off, out of its dates, not for this country, not a code). */
const INCORRECT = new Set(['coupon_incorrect', 'params_error', 'not_found']);

/** Whether a coupon's terms let it apply to this base package price; the error when they cannot be read. */
function fitsBase(coupon: AppliedCoupon, baseTotal: BillAmount): boolean | { error: unknown } {
  try {
    return couponApplies(couponTermsOf(coupon), baseTotal);
  } catch (error) {
    return { error };
  }
}

/**
 * A coupon code checked by the server (GET /coupon/check), then applied when the base package price
 * is above its lower limit (spec §5); otherwise the traveller is told the limit in the coupon's own
 * currency. The applied coupon's line appears in the bill.
 */
export function useCoupon({
  pickupLocation,
  baseTotal,
  onApplied,
}: {
  pickupLocation: string;
  /** the bill's base package price, what the lower limit is measured against */
  baseTotal: BillAmount;
  onApplied: (coupon: AppliedCoupon | null) => void;
}) {
  const lang = useLocale() as Lang;
  const tErrors = useTranslations('errors');
  const t = useTranslations('booking');
  // The last Apply, numbered: the same code applied again is asked again, and applied once.
  const [attempt, setAttempt] = useState<{ code: string; number: number } | null>(null);
  const [emptyProblem, setEmptyProblem] = useState<string | null>(null);
  const check = useCouponTerms(attempt && { code: attempt.code, pickupLocation });
  const answered = attempt !== null && !check.isFetching;
  const applies = useRef(0);

  let problem = emptyProblem;
  let fitting: AppliedCoupon | null = null;
  if (answered && check.isError) {
    const reason = check.error instanceof ApiClientError ? check.error.reason : null;
    problem =
      reason && INCORRECT.has(reason) ? tErrors('coupon.incorrect') : tErrors(errorMessageKey(check.error));
  } else if (answered && check.isSuccess) {
    const fits = fitsBase(check.data, baseTotal);
    if (fits === true) fitting = check.data;
    else if (fits === false) {
      const limit = check.data.less_limit_price;
      problem = tErrors('coupon.unsatisfied', { lessLimit: formatMoney(limit.amount, limit.currency, lang) });
    } else problem = tErrors(errorMessageKey(fits.error));
  }

  // A coupon that fits goes to the bill (the page's draft), once for each Apply.
  const appliedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!fitting || !attempt || appliedFor.current === attempt.number) return;
    appliedFor.current = attempt.number;
    onApplied(fitting);
  });

  function apply(code: string) {
    const trimmed = code.trim();
    if (!trimmed) {
      setAttempt(null);
      setEmptyProblem(tErrors('form.enter', { field: t('fields.coupon_code') }));
      return;
    }
    setEmptyProblem(null);
    // The same code's query is already observed: ask it again (a new code is asked as it is observed).
    if (attempt?.code === trimmed) void check.refetch();
    applies.current += 1;
    setAttempt({ code: trimmed, number: applies.current });
  }

  return {
    busy: attempt !== null && check.isFetching,
    problem,
    apply,
    remove: () => {
      setAttempt(null);
      setEmptyProblem(null);
      onApplied(null);
    },
  };
}
