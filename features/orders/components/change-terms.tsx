'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { moneyText } from '@/components/money';
import linkStyles from '@/components/forms/plain-button.module.css';
import { formatDateTime, formatMoney } from '@/lib/i18n/format';
import { paymentHref } from '@/lib/site/booking-flow/routes';
import { Link } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderDetail } from '../types';
import styles from './order-detail.module.css';

/**
 * The booking's change terms (issue 32), as the API states them for this order: changes until the
 * deadline, on the pick-up store's clock; the fee of each change in the store's currency, or free;
 * never after pick-up nor while a refund is in progress. A changed booking says when it was changed.
 * A booking that has ended (cancelled, expired) and was never changed shows nothing. A dearer
 * change waiting for its difference says so, with the way to the payment page.
 */
export function ChangeTerms({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  const headingId = useId();
  const canChange = order.actions.includes('change');
  const { changes } = order;
  if (!canChange && changes.count === 0 && !order.live) return null;
  const storeTime = (at: string) =>
    t('detail.storeTime', {
      time: formatDateTime(at, order.storeClock.zone, lang),
      city: order.storeClock.city[lang],
    });
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="change-terms">
      <h2 id={headingId} className={styles.heading}>
        {t('change.terms.title')}
      </h2>
      {changes.awaiting && (
        <div className={styles.notice} data-testid="change-awaiting-payment">
          <p>
            {t('change.terms.awaiting', {
              amount: moneyText(changes.awaiting.due, lang),
              time: storeTime(changes.awaiting.payBy),
            })}
          </p>
          <p>
            <Link href={paymentHref(order.tradeNo)} className={linkStyles.primary}>
              {t('change.terms.payDifference')}
            </Link>
          </p>
        </div>
      )}
      {changes.lastAt && (
        <p className={styles.notice} data-testid="changed-notice">
          {t('change.terms.changedAt', { time: storeTime(changes.lastAt) })}
        </p>
      )}
      {canChange ? (
        <p>{t('change.terms.until', { time: storeTime(changes.deadline) })}</p>
      ) : (
        <p>{t('change.terms.closed')}</p>
      )}
      <p>
        {changes.fee > 0
          ? t('change.terms.fee', { fee: formatMoney(changes.fee, changes.currency, lang) })
          : t('change.terms.free')}
      </p>
      <p className={styles.note}>{t('change.terms.never')}</p>
    </section>
  );
}
