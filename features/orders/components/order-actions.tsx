'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import buttonStyles from '@/components/forms/plain-button.module.css';
import type { OrderAction } from '@/lib/orders/transitions';
import { errorMessageKey } from '@/lib/i18n/api-error-message';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { orderDetailKey } from '../api/order-detail';
import { orderListKey } from '../api/order-list';
import { orderAction, revokeRefund } from '../api/order-calls';
import { orderListHref, refundApplyHref, refundDetailHref } from '../routes';
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
  const api = useApi();
  const router = useRouter();
  const queryClient = useQueryClient();
  // The order and the list are read again; the page's parts that show them follow.
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderDetailKey }),
      queryClient.invalidateQueries({ queryKey: orderListKey }),
    ]);
  const headingId = useId();
  const [bindOpen, setBindOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (action: 'cancel' | 'delete' | 'revoke') => {
      if (action === 'revoke') await revokeRefund(api, tradeNo);
      else await orderAction(api, action, tradeNo);
    },
    onSuccess: async (_answer, action) => {
      setDone(t(action === 'cancel' ? 'cancelled' : action === 'delete' ? 'deleted' : 'revoked'));
      // A deleted order is gone: its page leaves for the list.
      if (action === 'delete') {
        router.replace(orderListHref());
        await queryClient.invalidateQueries({ queryKey: orderListKey });
      } else await readAgain();
    },
  });
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
        {can('cancel') && (
          <ConfirmDialog
            trigger={t('cancel')}
            title={t('cancelTitle')}
            message={t('cancelMessage', { tradeNo })}
            confirm={t('cancelConfirm')}
            keep={t('keep')}
            busy={change.isPending}
            onConfirm={() => change.mutate('cancel')}
          />
        )}
        {can('delete') && (
          <ConfirmDialog
            trigger={t('delete')}
            title={t('deleteTitle')}
            message={t('deleteMessage', { tradeNo })}
            confirm={t('deleteConfirm')}
            keep={t('keep')}
            busy={change.isPending}
            onConfirm={() => change.mutate('delete')}
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
            busy={change.isPending}
            onConfirm={() => change.mutate('revoke')}
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
      {change.isPending && (
        <p role="status" className={styles.note}>
          {t('working')}
        </p>
      )}
      {done && !change.isPending && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      {change.isError && (
        <p role="alert" className={styles.error}>
          {tErrors(errorMessageKey(change.error))}
        </p>
      )}
      {can('bind') && bindOpen && (
        <BindForm
          tradeNo={tradeNo}
          onBound={() => {
            setDone(tBind('bound'));
            setBindOpen(false);
            return readAgain();
          }}
        />
      )}
    </section>
  );
}
