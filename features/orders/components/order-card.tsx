'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Money } from '@/components/money';
import buttonStyles from '@/components/forms/plain-button.module.css';
import type { OrderListItem } from '@/lib/api/contract/orders';
import { amountMoney } from '@/lib/bill/amount-money';
import { Link } from '@/lib/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { orderDetailHref, refundApplyHref, refundDetailHref } from '../routes';
import { paymentHrefOf, wallText } from '../words';
import { ConfirmDialog } from './confirm-dialog';
import styles from './order-list.module.css';

type Props = { order: OrderListItem; deleting: boolean; onDelete: () => void };

/** One order of the list: the car, the trip, the status in words, the total and what can be done. */
export function OrderCard({ order, deleting, onDelete }: Props) {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  const car = `${order.car.make} ${order.car.model}`;
  const can = (action: OrderListItem['actions'][number]) => order.actions.includes(action);
  return (
    <article className={styles.card} aria-label={t('list.cardLabel', { tradeNo: order.trade_no })}>
      <Image src={order.car.image} alt="" width={160} height={80} unoptimized className={styles.image} />
      <div className={styles.body}>
        <p className={styles.head}>
          <strong>{car}</strong>
          <span className={styles.badge}>{t(`status.${order.status}`)}</span>
          <span className={styles.badgeMuted}>
            {t(`paymentStatus.${order.payment_status}`)} · {t(`payMethod.${order.pay_method}`)}
          </span>
          {order.refund_status && (
            <span className={styles.badgeMuted}>{t(`refundStatus.${order.refund_status}`)}</span>
          )}
        </p>
        <p className={styles.muted}>
          {t('list.number')} {order.trade_no}
        </p>
        <p>
          {t('list.pickup', {
            store: order.pickup_store.short_name[lang],
            time: wallText(order.pickup_date_time, lang),
          })}
          <br />
          {t('list.return', {
            store: order.drop_off_store.short_name[lang],
            time: wallText(order.drop_off_date_time, lang),
          })}
        </p>
        <p>
          {t('list.total')} <Money value={amountMoney(order.total, order.currencies)} />
        </p>
        <div className={styles.actions}>
          <Link
            href={orderDetailHref(order.trade_no)}
            className={`${buttonStyles.primary} ${buttonStyles.compact}`}
          >
            {t('list.view')}
          </Link>
          {can('pay') && (
            <Link
              href={paymentHrefOf(order.trade_no)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.pay')}
            </Link>
          )}
          {can('apply_refund') && (
            <Link
              href={refundApplyHref(order.trade_no)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.applyRefund')}
            </Link>
          )}
          {order.refund_status && (
            <Link
              href={refundDetailHref(order.trade_no)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.refundProgress')}
            </Link>
          )}
          {can('delete') && (
            <ConfirmDialog
              trigger={t('actions.delete')}
              title={t('actions.deleteTitle')}
              message={t('actions.deleteMessage', { tradeNo: order.trade_no })}
              confirm={t('actions.deleteConfirm')}
              keep={t('actions.keep')}
              busy={deleting}
              onConfirm={onDelete}
            />
          )}
        </div>
      </div>
    </article>
  );
}
