import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { moneyText } from '@/components/money';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderSummary } from '../to-site';
import { useHoldDeadline } from './hold-deadline';
import styles from './payment-section.module.css';

/**
 * The payment section of /payment/{trade_no} until card payment exists: it says plainly that paying
 * here is not possible yet and how long the car stays held, and promises nothing more. The payment
 * work replaces this one component (the page's `payment` slot) with the card form.
 */
export function CardPaymentUnavailable({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult.payment');
  const lang = useLocale() as Lang;
  const deadline = useHoldDeadline(order);
  const headingId = useId();
  const explanationId = useId();
  return (
    <section className={styles.payment} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('sectionTitle')}
      </h2>
      <p id={explanationId}>{t('unavailable', { deadline })}</p>
      <button type="button" className={styles.pay} disabled aria-describedby={explanationId}>
        {t('pay', { amount: moneyText(order.money.online, lang) })}
      </button>
    </section>
  );
}
