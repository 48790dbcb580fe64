import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderSummary, TripLeg } from '../to-site';
import styles from './sections.module.css';

/**
 * The car, the package and the trip. Each time is on its store's own clock, with the city named:
 * the traveller may read this in another zone, and the store counts in its own.
 */
export function TripOverview({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult.trip');
  const lang = useLocale() as Lang;
  const headingId = useId();
  const leg = (key: 'pickup' | 'dropOff', { store, at }: TripLeg) => (
    <div key={key}>
      <dt>{t(key)}</dt>
      <dd>
        <span className={styles.strong}>
          {formatDateTime(at, store.city.timeZone.iana, lang, { weekday: true })}
        </span>
        <span className={styles.muted}>{t('localTime', { city: store.city.lang_label[lang] })}</span>
        <span>{store.label[lang]}</span>
      </dd>
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('car')}</dt>
          <dd>
            <span className={styles.strong}>
              {t(order.car.guaranteedModel ? 'guaranteed' : 'orSimilar', { car: order.car.name })}
            </span>
            <span>{order.packageName[lang]}</span>
          </dd>
        </div>
        {leg('pickup', order.pickup)}
        {leg('dropOff', order.dropOff)}
        <div>
          <dt>{t('duration')}</dt>
          <dd>{t('days', { count: order.rentDays })}</dd>
        </div>
        {order.flightNo && (
          <div>
            <dt>{t('flight')}</dt>
            <dd>{order.flightNo}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
