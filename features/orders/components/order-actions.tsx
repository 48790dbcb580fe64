'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import type { OrderAction } from '@/lib/orders/transitions';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link, useRouter } from '@/lib/site/i18n/navigation';
import { useCancelOrder } from '../api/cancel-order';
import { useDeleteOrder } from '../api/delete-order';
import { useRevokeRefund } from '../api/revoke-refund';
import { orderChangeHref, orderListHref, refundApplyHref, refundDetailHref } from '../routes';
import { paymentHrefOf } from '../words';
import { BindForm } from './bind-form';
import { ConfirmDialog } from './confirm-dialog';
import styles from './order-detail.module.css';

type Props = { tradeNo: string; actions: OrderAction[] };

/**
 * What the traveller may do with the order now: exactly the actions the API answered (the shared
 * state machine's orderActions), so a page never offers a move the server would refuse. A change
 * reads the order again through react-query (its cache entry is invalidated, with the list's); a
 * deleted order leaves for the list.
 */
export function OrderActions({ tradeNo, actions }: Props) {
  const t = useTranslations('orders.actions');
  const tErrors = useTranslations('errors');
  const tBind = useTranslations('orders.bind');
  const router = useRouter();
  const headingId = useId();
  const [bindOpen, setBindOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Each change says so, then the order and the list are read again (the page's parts follow);
  // a deleted order is gone: its page leaves for the list.
  const cancel = useCancelOrder({ onSuccess: () => setDone(t('cancelled')) });
  const remove = useDeleteOrder({
    onSuccess: () => {
      setDone(t('deleted'));
      router.replace(orderListHref());
    },
  });
  const revoke = useRevokeRefund({ onSuccess: () => setDone(t('revoked')) });
  const changes = [cancel, remove, revoke];
  const working = changes.some((change) => change.isPending);
  const failed = changes.find((change) => change.isError);
  // One change at a time: starting one forgets how another went.
  const start = (change: (typeof changes)[number]) => () => {
    for (const other of changes) if (other !== change) other.reset();
    change.mutate(tradeNo);
  };
  const can = (action: OrderAction) => actions.includes(action);
  if (actions.length === 0 && !done) return null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <div className={styles.actions}>
        {can('pay') && (
          <Link href={paymentHrefOf(tradeNo)} className={`${buttonStyles.primary} ${buttonStyles.compact}`}>
            {t('pay')}
          </Link>
        )}
        {can('change') && (
          <Link href={orderChangeHref(tradeNo)} className={`${buttonStyles.secondary} ${buttonStyles.compact}`}>
            {t('change')}
          </Link>
        )}
        {can('cancel') && (
          <ConfirmDialog
            trigger={t('cancel')}
            title={t('cancelTitle')}
            message={t('cancelMessage', { tradeNo })}
            confirm={t('cancelConfirm')}
            keep={t('keep')}
            busy={working}
            onConfirm={start(cancel)}
          />
        )}
        {can('delete') && (
          <ConfirmDialog
            trigger={t('delete')}
            title={t('deleteTitle')}
            message={t('deleteMessage', { tradeNo })}
            confirm={t('deleteConfirm')}
            keep={t('keep')}
            busy={working}
            onConfirm={start(remove)}
          />
        )}
        {can('apply_refund') && (
          <Link
            href={refundApplyHref(tradeNo)}
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
          >
            {t('applyRefund')}
          </Link>
        )}
        {can('revoke_refund') && (
          <ConfirmDialog
            trigger={t('revokeRefund')}
            title={t('revokeTitle')}
            message={t('revokeMessage', { tradeNo })}
            confirm={t('revokeConfirm')}
            keep={t('keep')}
            busy={working}
            onConfirm={start(revoke)}
          />
        )}
        {can('revoke_refund') && (
          <Link
            href={refundDetailHref(tradeNo)}
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
          >
            {t('refundProgress')}
          </Link>
        )}
        {can('bind') && (
          <button
            type="button"
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            aria-expanded={bindOpen}
            onClick={() => setBindOpen(!bindOpen)}
          >
            {t('bind')}
          </button>
        )}
      </div>
      {working && (
        <p role="status" className={styles.note}>
          {t('working')}
        </p>
      )}
      {done && !working && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          {tErrors(errorMessageKey(failed.error))}
        </p>
      )}
      {can('bind') && bindOpen && (
        <BindForm
          tradeNo={tradeNo}
          onBound={() => {
            setDone(tBind('bound'));
            setBindOpen(false);
          }}
        />
      )}
    </section>
  );
}
