'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Money } from '@/components/money';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { Link } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderAction } from '@/lib/orders/transitions';
import { orderDetailHref, refundApplyHref, refundDetailHref } from '../routes';
import type { OrderListEntry } from '../types';
import { paymentHrefOf, wallText } from '../words';
import { ConfirmDialog } from './confirm-dialog';
import styles from './order-list.module.css';

type Props = { order: OrderListEntry; deleting: boolean; onDelete: () => void };

/** One order of the list: the car, the trip, the status in words, the total and what can be done. */
export function OrderCard({ order, deleting, onDelete }: Props) {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  const can = (action: OrderAction) => order.actions.includes(action);
  return (
    <article className={styles.card} aria-label={t('list.cardLabel', { tradeNo: order.tradeNo })}>
      <Image src={order.car.image} alt="" width={160} height={80} unoptimized className={styles.image} />
      <div className={styles.body}>
        <p className={styles.head}>
          <strong>{order.car.name}</strong>
          <span className={styles.badge}>{t(`status.${order.status}`)}</span>
          <span className={styles.badgeMuted}>
            {t(`paymentStatus.${order.paymentStatus}`)} · {t(`payMethod.${order.payMethod}`)}
          </span>
          {order.refundStatus && (
            <span className={styles.badgeMuted}>{t(`refundStatus.${order.refundStatus}`)}</span>
          )}
        </p>
        <p className={styles.muted}>
          {t('list.number')} {order.tradeNo}
        </p>
        <p>
          {t('list.pickup', {
            store: order.pickup.store[lang],
            time: wallText(order.pickup.wallTime, lang),
          })}
          <br />
          {t('list.return', {
            store: order.dropOff.store[lang],
            time: wallText(order.dropOff.wallTime, lang),
          })}
        </p>
        <p>
          {t('list.total')} <Money value={order.total} />
        </p>
        <div className={styles.actions}>
          <Link
            href={orderDetailHref(order.tradeNo)}
            className={`${buttonStyles.primary} ${buttonStyles.compact}`}
          >
            {t('list.view')}
          </Link>
          {can('pay') && (
            <Link
              href={paymentHrefOf(order.tradeNo)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.pay')}
            </Link>
          )}
          {can('apply_refund') && (
            <Link
              href={refundApplyHref(order.tradeNo)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.applyRefund')}
            </Link>
          )}
          {order.refundStatus && (
            <Link
              href={refundDetailHref(order.tradeNo)}
              className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            >
              {t('actions.refundProgress')}
            </Link>
          )}
          {can('delete') && (
            <ConfirmDialog
              trigger={t('actions.delete')}
              title={t('actions.deleteTitle')}
              message={t('actions.deleteMessage', { tradeNo: order.tradeNo })}
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
