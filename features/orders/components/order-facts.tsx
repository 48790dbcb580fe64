import { useLocale, useTranslations } from 'next-intl';
import { FactsSection, type Fact } from '@/components/facts-section';
// The API's order, until tests/unit/orders-pages.test.tsx renders these with a site type (its
// fixtures are the API's orders); the api-shape test lists this import meanwhile.
// eslint-disable-next-line no-restricted-imports
import type { Order } from '@/lib/api/contract/booking';
import { amountMoney } from '@/lib/bill/amount-money';
import type { Money as MoneyValue } from '@/lib/booking-flow/money';
import { formatDateTime, formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Money } from '@/components/money';
import styles from './order-detail.module.css';

const CLASSES = { card: styles.card, heading: styles.heading, list: styles.facts };

/**
 * Spec §3 Order in words: the status and the payment status, the payment method, the pick-up
 * number, the creation time, the rental days, the mileage limit and a refund's status.
 */
export function OrderFacts({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  const zone = order.pickup_store.city.timeZone.iana;
  const mileage = order.mileage_limit;
  const facts: Fact[] = [
    { key: 'status', label: t('detail.status'), value: t(`status.${order.status}`) },
    {
      key: 'payment',
      label: t('detail.paymentStatus'),
      value: t(`paymentStatus.${order.payment_status}`),
    },
    { key: 'method', label: t('detail.payMethod'), value: t(`payMethod.${order.pay_method}`) },
    {
      key: 'pickupNo',
      label: t('detail.pickupNo'),
      value: order.pickup_no ?? t('detail.pickupNoPending'),
    },
    {
      key: 'created',
      label: t('detail.createdAt'),
      value: t('detail.storeTime', {
        time: formatDateTime(order.created_at, zone, lang),
        city: order.pickup_store.city.lang_label[lang],
      }),
    },
    {
      key: 'days',
      label: t('detail.rentDays'),
      value: t('detail.days', { count: order.rent_info.rent_duration }),
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
              mileage.overage_price === null
                ? t('detail.mileageNoPrice')
                : formatMoney(mileage.overage_price, mileage.currency, lang),
          }),
    },
  ];
  if (order.refund_status) {
    facts.push({
      key: 'refund',
      label: t('detail.refundStatus'),
      value: t(`refundStatus.${order.refund_status}`),
    });
  }
  return (
    <FactsSection title={t('detail.factsTitle')} facts={facts} rowAttribute="fact" classNames={CLASSES} />
  );
}

/**
 * Spec §3 Order's amounts: paid, the estimated total, the package fee and the after-hours fee;
 * `refunded`: what a completed refund gave back (the page reads it from the refund), shown beside
 * what was paid, which it does not change.
 */
export function OrderAmounts({ order, refunded }: { order: Order; refunded?: MoneyValue | undefined }) {
  const t = useTranslations('orders.detail.amounts');
  const { amounts, bill } = order;
  const row = (key: string, label: string, value: MoneyValue): Fact => ({
    key,
    label,
    value: <Money value={value} />,
  });
  const money = (amount: Order['amounts']['paid']) => amountMoney(amount, bill.currencies);
  const rows = [
    row('paid', t('paid'), money(amounts.paid)),
    ...(refunded ? [row('refunded', t('refunded'), refunded)] : []),
    row('estimated', t('estimatedTotal'), money(amounts.estimated_total)),
    row('package', t('packageFee'), money(amounts.package_fee)),
    row('afterHours', t('afterHoursFee'), money(amounts.after_hours_fee)),
  ];
  return (
    <FactsSection title={t('title')} facts={rows} rowAttribute="amount" classNames={CLASSES}>
      <p className={styles.note}>{t('estimatedNote')}</p>
    </FactsSection>
  );
}
