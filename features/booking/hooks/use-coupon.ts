import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import type { Amount } from '@/lib/api/contract/bill';
import type { CouponTermsAnswer } from '@/lib/api/contract/booking';
import { ApiClientError } from '@/lib/api/errors';
import { couponApplies } from '@/lib/bill/compute';
import { couponTermsOf } from '@/lib/bill/from-detail';
import { errorMessageKey } from '@/lib/i18n/api-error-message';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

/** Answers that mean "no such coupon here" (unknown, off, out of its dates, not for this country, not a code). */
const INCORRECT = new Set(['coupon_incorrect', 'params_error', 'not_found']);

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
  baseTotal: Amount;
  onApplied: (coupon: CouponTermsAnswer | null) => void;
}) {
  const api = useApi();
  const lang = useLocale() as Lang;
  const tErrors = useTranslations('errors');
  const t = useTranslations('booking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function apply(code: string) {
    const trimmed = code.trim();
    if (!trimmed) {
      setProblem(tErrors('form.enter', { field: t('fields.coupon_code') }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { checkCoupon } = await import('../api/check-coupon');
      const answer = await checkCoupon(api, { code: trimmed, pickup_location: pickupLocation });
      if (couponApplies(couponTermsOf(answer), baseTotal)) {
        onApplied(answer);
      } else {
        const limit = answer.less_limit_price;
        setProblem(
          tErrors('coupon.unsatisfied', { lessLimit: formatMoney(limit.amount, limit.currency, lang) }),
        );
      }
    } catch (error) {
      const reason = error instanceof ApiClientError ? error.reason : null;
      setProblem(
        reason && INCORRECT.has(reason) ? tErrors('coupon.incorrect') : tErrors(errorMessageKey(error)),
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    problem,
    apply: (code: string) => void apply(code),
    remove: () => {
      setProblem(null);
      onApplied(null);
    },
  };
}
