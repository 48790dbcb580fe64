'use client';

import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/site/api/errors';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link } from '@/lib/site/i18n/navigation';
import { useRefundDetail } from '../api/get-refund-detail';
import { useRevokeRefund } from '../api/revoke-refund';
import { refundApplyHref, refundListHref } from '../routes';
import { refundSteps, type RefundStep } from '../steps';
import { useStoreTime } from '../store-time';
import { LoadFailed } from './load-failed';
import { RefundAmounts } from './refund-amounts';
import styles from './refunds.module.css';

/** How each step's marker looks: filled when reached, hollow when skipped, red when it stopped. */
const STEP_CLASS: Partial<Record<RefundStep['state'], string>> = {
  done: styles.done,
  current: styles.done,
  skipped: styles.skipped,
  stopped: styles.stopped,
};

/**
 * /order/refund/{trade_no}: REQUEST_REFUND → VERIFYING_REFUND → REFUNDING → COMPLETE_REFUND with
 * the time of each step (on the pick-up store's clock, the city named), customer service's reason
 * when declined, and 'withdraw' while allowed.
 */
export function RefundProgress({ tradeNo }: { tradeNo: string }) {
  const t = useTranslations('refunds');
  const tErrors = useTranslations('errors');
  const storeTime = useStoreTime();
  const detail = useRefundDetail(tradeNo);
  const revoke = useRevokeRefund();

  if (detail.isPending) return <p role="status">{t('loading')}</p>;
  if (detail.isError) {
    if (detail.error instanceof ApiClientError && detail.error.reason === 'not_found') {
      return <p role="alert">{t('notFound')}</p>;
    }
    return <LoadFailed onRetry={() => void detail.refetch()} />;
  }
  const refund = detail.data;
  const steps = refundSteps(refund.status, refund.progress);
  const reviewing = refund.status === 'REQUEST_REFUND' || refund.status === 'VERIFYING_REFUND';

  return (
    <>
      <p className={styles.subtitle}>{t('apply.order', { tradeNo })}</p>
      {reviewing && <p className={styles.notice}>{t('progress.review')}</p>}
      {refund.status === 'REJECTED' && (
        <div className={styles.declined}>
          <strong>{t('progress.declined')}</strong>
          {refund.rejectReason && <p>{t('progress.declinedReason', { reason: refund.rejectReason })}</p>}
        </div>
      )}
      {refund.status === 'REVOKED' && <p className={styles.notice}>{t('progress.withdrawn')}</p>}
      <section className={styles.card}>
        <ol className={styles.steps} aria-label={t('progress.steps')}>
          {steps.map((step) => (
            <li
              key={step.status}
              className={`${styles.step} ${STEP_CLASS[step.state] ?? ''}`}
              aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
            >
              <span className={styles.stepName}>{t(`status.${step.status}`)}</span>
              <span className={styles.stepTime}>
                {step.at
                  ? storeTime(step.at, refund.storeClock)
                  : t(step.state === 'skipped' ? 'progress.skipped' : 'progress.notYet')}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card}>
        <RefundAmounts amounts={refund.amounts} />
        <dl className={styles.amounts}>
          <dt>{t('progress.reason')}</dt>
          <dd>{t(`reasons.${refund.reason}`)}</dd>
          {refund.remark && (
            <>
              <dt>{t('progress.remark')}</dt>
              <dd>{refund.remark}</dd>
            </>
          )}
        </dl>
      </section>
      {revoke.isError && (
        <p role="alert" className={styles.error}>
          {tErrors(errorMessageKey(revoke.error))}
        </p>
      )}
      <div className={styles.actions}>
        {refund.canRevoke && (
          <button
            type="button"
            className={styles.secondary}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(tradeNo)}
          >
            {revoke.isPending ? t('progress.revoking') : t('progress.revoke')}
          </button>
        )}
        {(refund.status === 'REVOKED' || refund.status === 'REJECTED') && (
          <Link className={styles.primary} href={refundApplyHref(tradeNo)}>
            {t('progress.applyAgain')}
          </Link>
        )}
        <Link href={refundListHref}>{t('progress.allRefunds')}</Link>
      </div>
    </>
  );
}
