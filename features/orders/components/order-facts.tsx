import { useLocale, useTranslations } from 'next-intl';
import { FactsSection, type Fact } from '@/components/facts-section';
import type { Money as MoneyValue } from '@/lib/site/booking-flow/money';
import { formatDateTime, formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Money } from '@/components/money';
import type { OrderDetail } from '../types';
import styles from './order-detail.module.css';

const CLASSES = { card: styles.card, heading: styles.heading, list: styles.facts };

/**
 * Spec §3 Order in words: the status and the payment status, the payment method, the pick-up
 * number, the creation time, the rental days, the mileage limit and a refund's status.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders');
  const progress = useProgressText(order.progress);
  const lang = useLocale() as Lang;
  const { zone, city } = order.storeClock;
  const mileage = order.mileage;
  const facts: Fact[] = [
    { key: 'status', label: t('detail.status'), value: t(`status.${order.status}`) },
    ...(progress ? [{ key: 'progress', label: t('progress.label'), value: progress }] : []),
    {
      key: 'payment',
      label: t('detail.paymentStatus'),
      value: t(`paymentStatus.${order.paymentStatus}`),
    },
    { key: 'method', label: t('detail.payMethod'), value: t(`payMethod.${order.payMethod}`) },
    {
      key: 'pickupNo',
      label: t('detail.pickupNo'),
      value: order.pickupNo ?? t('detail.pickupNoPending'),
    },
    {
      key: 'created',
      label: t('detail.createdAt'),
      value: t('detail.storeTime', {
        time: formatDateTime(order.createdAt, zone, lang),
        city: city[lang],
      }),
    },
    {
      key: 'days',
      label: t('detail.rentDays'),
      value: t('detail.days', { count: order.rentDays }),
    },
    {
      key: 'mileage',
      label: t('detail.mileage'),
      value: mileage.unlimited
        ? t('detail.mileageUnlimited')
        : t('detail.mileageLimit', {
            quantity: mileage.quantity ?? 0,
            unit: t(`units.${mileage.unit}`),
            // 'for each extra mile': the unit's singular where a language has one
            unitOne: t(`unitOne.${mileage.unit}`),
            price:
              mileage.overagePrice === null
                ? t('detail.mileageNoPrice')
                : formatMoney(mileage.overagePrice, mileage.currency, lang),
          }),
    },
  ];
  if (order.refundStatus) {
    facts.push({
      key: 'refund',
      label: t('detail.refundStatus'),
      value: t(`refundStatus.${order.refundStatus}`),
    });
  }
  return (
    <FactsSection title={t('detail.factsTitle')} facts={facts} rowAttribute="fact" classNames={CLASSES} />
  );
}

/** 'Picked up 2 Dec 2026, 10:12 (Bangkok time)', 'Returned …', 'No-show': the counter's progress in words. */
function useProgressText(progress: OrderDetail['progress']): string | null {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  if (!progress) return null;
  if (progress.stage === 'no_show') return t('progress.no_show');
  const time = t('detail.storeTime', {
    time: formatDateTime(progress.at, progress.zone, lang),
    city: progress.city[lang],
  });
  return t(`progress.${progress.stage}`, { time });
}

/**
 * Spec §3 Order's amounts: paid, the estimated total, the package fee and the after-hours fee;
 * `refunded`: what a completed refund gave back (the page reads it from the refund), shown beside
 * what was paid, which it does not change.
 */
export function OrderAmounts({ order, refunded }: { order: OrderDetail; refunded?: MoneyValue | undefined }) {
  const t = useTranslations('orders.detail.amounts');
  const { amounts } = order;
  const row = (key: string, label: string, value: MoneyValue): Fact => ({
    key,
    label,
    value: <Money value={value} />,
  });
  const rows = [
    row('paid', t('paid'), amounts.paid),
    ...(refunded ? [row('refunded', t('refunded'), refunded)] : []),
    row('estimated', t('estimatedTotal'), amounts.estimatedTotal),
    row('package', t('packageFee'), amounts.packageFee),
    row('afterHours', t('afterHoursFee'), amounts.afterHoursFee),
  ];
  return (
    <FactsSection title={t('title')} facts={rows} rowAttribute="amount" classNames={CLASSES}>
      <p className={styles.note}>{t('estimatedNote')}</p>
    </FactsSection>
  );
}
