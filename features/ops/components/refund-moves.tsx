'use client';

import { useTranslations } from 'next-intl';
import type { RefundEvent } from '@/lib/orders/transitions';
import { useApproveRefund } from '../api/approve-refund';
import { useCompleteRefund } from '../api/complete-refund';
import { useRejectRefund } from '../api/reject-refund';
import { useReviewRefund } from '../api/review-refund';
import { CallFailure } from './call-failure';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';
import { ReasonDialog } from './reason-dialog';

/**
 * The moves a refund's status allows: review, approve (the money back through the gateway, once),
 * reject with the reason the traveller reads, complete. `onDone` announces what was done.
 */
export function RefundMoves({
  tradeNo,
  moves,
  onDone,
}: {
  tradeNo: string;
  moves: readonly RefundEvent[];
  onDone: (done: string) => void;
}) {
  const t = useTranslations('ops.refundMoves');
  const review = useReviewRefund({ onSuccess: () => onDone(t('reviewed', { tradeNo })) });
  const approve = useApproveRefund({ onSuccess: () => onDone(t('approved', { tradeNo })) });
  const complete = useCompleteRefund({ onSuccess: () => onDone(t('completed', { tradeNo })) });
  const reject = useRejectRefund({ onSuccess: () => onDone(t('rejected', { tradeNo })) });
  const pending = review.isPending || approve.isPending || complete.isPending || reject.isPending;
  const failure = review.error ?? approve.error ?? complete.error;
  const button = (move: 'review' | 'approve' | 'complete', run: () => void) =>
    moves.includes(move) && (
      <button
        type="button"
        className={move === 'approve' ? buttonStyles.primary : buttonStyles.secondary}
        disabled={pending}
        onClick={run}
      >
        {t(move)}
      </button>
    );
  if (moves.length === 0) return null;
  return (
    <div className={styles.form}>
      <div className={styles.buttons}>
        {button('review', () => review.mutate({ tradeNo }))}
        {button('approve', () => approve.mutate({ tradeNo }))}
        {button('complete', () => complete.mutate({ tradeNo }))}
        {moves.includes('reject') && (
          <ReasonDialog
            label={t('reject')}
            title={t('rejectTitle', { tradeNo })}
            message={t('rejectMessage')}
            reasonLabel={t('rejectReason')}
            submitLabel={t('rejectSubmit')}
            pending={reject.isPending}
            error={reject.error}
            onSubmit={(reason) => reject.mutateAsync({ tradeNo, reason })}
          />
        )}
      </div>
      <CallFailure error={failure} />
    </div>
  );
}
