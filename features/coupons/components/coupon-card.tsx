import { useLocale, useTranslations } from 'next-intl';
import type { WalletCoupon } from '@/lib/api/contract/coupons';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import styles from './coupons.module.css';

/** Campaign dates are set in UTC; shown as calendar dates in that zone so every visitor reads the same days. */
const CAMPAIGN_ZONE = 'UTC';

/** One wallet coupon: its discount, rule, lower limit, validity and status. */
export function CouponCard({ coupon }: { coupon: WalletCoupon }) {
  const t = useTranslations('coupons');
  const lang = useLocale() as Lang;
  const money = (price: { amount: number; currency: string | null }) =>
    price.currency ? formatMoney(price.amount, price.currency, lang) : String(price.amount);
  const discount =
    coupon.kind === 'percent'
      ? t('percentOff', { percent: coupon.percent ?? 0 })
      : t('amountOff', { amount: coupon.amount ? money(coupon.amount) : '' });
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
          {coupon.less_limit.amount > 0 ? t('lessLimit', { amount: money(coupon.less_limit) }) : t('noLimit')}
        </li>
        <li>{t('validity', { from: date(coupon.starts_at), to: date(coupon.ends_at) })}</li>
        {coupon.used_at && <li>{t('usedOn', { date: date(coupon.used_at) })}</li>}
        <li className={styles.code}>{t('code', { code: coupon.code })}</li>
      </ul>
    </article>
  );
}
