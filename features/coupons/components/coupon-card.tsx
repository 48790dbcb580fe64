import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { CouponPrice, WalletCoupon } from '../types';
import styles from './coupons.module.css';

/** Campaign dates are set in UTC; shown as calendar dates in that zone so every visitor reads the same days. */
const CAMPAIGN_ZONE = 'UTC';

/** One wallet coupon: its discount, rule, lower limit, validity and status. */
export function CouponCard({ coupon }: { coupon: WalletCoupon }) {
  const t = useTranslations('coupons');
  const lang = useLocale() as Lang;
  const money = (price: CouponPrice) =>
    price.currency ? formatMoney(price.amount, price.currency, lang) : String(price.amount);
  const discount =
    coupon.discount.kind === 'percent'
      ? t('percentOff', { percent: coupon.discount.percent })
      : t('amountOff', { amount: coupon.discount.amount ? money(coupon.discount.amount) : '' });
  const date = (iso: string) => formatDate(iso, CAMPAIGN_ZONE, lang);
  return (
    <article className={styles.card} data-status={coupon.status} aria-labelledby={`coupon-${coupon.code}`}>
      <div className={styles.discount}>
        <h2 id={`coupon-${coupon.code}`} className={styles.amount}>
          {discount}
        </h2>
        <span className={styles.badge}>{t(`status.${coupon.status}`)}</span>
      </div>
      <p className={styles.rule}>{coupon.description}</p>
      <ul className={styles.terms}>
        <li>
          {coupon.lessLimit.amount > 0 ? t('lessLimit', { amount: money(coupon.lessLimit) }) : t('noLimit')}
        </li>
        <li>{t('validity', { from: date(coupon.startsAt), to: date(coupon.endsAt) })}</li>
        {coupon.usedAt && <li>{t('usedOn', { date: date(coupon.usedAt) })}</li>}
        <li className={styles.code}>{t('code', { code: coupon.code })}</li>
      </ul>
    </article>
  );
}
