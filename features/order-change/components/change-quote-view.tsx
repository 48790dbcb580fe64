'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { BillView } from '@/components/bill/bill-view';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { paymentHref } from '@/lib/site/booking-flow/routes';
import { useRouter } from '@/lib/site/i18n/navigation';
import { useConfirmChange } from '../api/confirm-change';
import { orderDetailHref } from '../routes';
import type { ChangeQuote, OrderToChange } from '../types';
import { ChangedFields } from './changed-fields';
import styles from './change.module.css';

type MoneyRow = {
  key: 'oldTotal' | 'newTotal' | 'difference' | 'fee' | 'paid' | 'toPayOnline' | 'toRefund' | 'atCounter';
  value: ChangeQuote['fee'];
  strong?: boolean;
  free?: boolean;
  /** a row that says nothing for this order (nothing paid, nothing refunded) */
  hidden?: boolean;
};

/**
 * The change priced: what changes, the booking's bill beside the new one, the difference in both
 * currencies, the fee, what is then paid online, refunded and paid at the counter, and until when
 * the price holds. "Confirm the change" sends exactly this quote, once (confirm-change.ts); on
 * success the order page shows the booking as changed, or, for a paid booking that costs more, the
 * payment page takes the difference (the booking changes once it is paid). A refusal is told and
 * changes nothing.
 */
export function ChangeQuoteView({ quote, order }: { quote: ChangeQuote; order: OrderToChange }) {
  const t = useTranslations('orders');
  const tErrors = useTranslations('errors');
  const lang = useLocale() as Lang;
  const router = useRouter();
  const headingId = useId();
  const confirm = useConfirmChange({
    onSuccess: ({ awaitingPayment }) =>
      router.push(awaitingPayment ? paymentHref(order.tradeNo) : orderDetailHref(order.tradeNo)),
  });
  const storeTime = (at: string) =>
    t('detail.storeTime', {
      time: formatDateTime(at, order.pickupStore.zone, lang),
      city: order.pickupStore.city[lang],
    });
  const prepaid = order.payMethod === 'FULL_PREPAID';
  // Paid already and dearer: the difference is paid next, and only then is the booking changed.
  const paysDifference = quote.paid.amount > 0 && quote.toPayOnline.amount > 0;
  const rows: MoneyRow[] = [
    { key: 'oldTotal', value: quote.oldTotal },
    { key: 'newTotal', value: quote.newTotal, strong: true },
    { key: 'difference', value: quote.difference },
    { key: 'fee', value: quote.fee, free: quote.fee.amount === 0 },
    { key: 'paid', value: quote.paid, hidden: quote.paid.amount === 0 },
    { key: 'toPayOnline', value: quote.toPayOnline, hidden: !prepaid },
    { key: 'toRefund', value: quote.toRefund, strong: true, hidden: quote.toRefund.amount === 0 },
    { key: 'atCounter', value: quote.atCounter, strong: !prepaid },
  ];

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="change-quote">
      <h2 id={headingId} className={styles.heading}>
        {t('change.quote.title')}
      </h2>
      <p>
        {t('change.quote.changed')} <ChangedFields fields={quote.changed} />
      </p>
      <div className={styles.bills}>
        <BillView bill={quote.oldBill} caption={t('change.quote.oldBill')} />
        <BillView bill={quote.newBill} caption={t('change.quote.newBill')} />
      </div>
      <dl className={styles.amounts} data-testid="change-money">
        {rows
          .filter((row) => !row.hidden)
          .map((row) => (
            <div key={row.key} className={styles.row} data-row={row.key}>
              <dt className={row.strong ? styles.strong : undefined}>{t(`change.quote.${row.key}`)}</dt>
              <dd className={row.strong ? styles.strong : undefined}>
                {row.free ? t('change.free') : <Money value={row.value} />}
              </dd>
            </div>
          ))}
      </dl>
      <p className={styles.hint}>{t('change.quote.expires', { time: storeTime(quote.expiresAt) })}</p>
      {paysDifference && (
        <p className={styles.hint} data-testid="change-pays-difference">
          {t('change.quote.payNext')}
        </p>
      )}
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {tErrors(errorMessageKey(confirm.error))}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.primary} ${buttonStyles.compact}`}
          disabled={confirm.isPending || confirm.isSuccess}
          onClick={() => confirm.mutate(quote)}
        >
          {confirm.isPending || confirm.isSuccess
            ? t('change.quote.confirming')
            : t(paysDifference ? 'change.quote.confirmAndPay' : 'change.quote.confirm')}
        </button>
      </div>
    </section>
  );
}
