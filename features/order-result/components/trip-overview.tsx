import { useLocale, useTranslations } from 'next-intl';
import { FactsSection, type Fact } from '@/components/facts-section';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { packageLabel } from '@/lib/i18n/package-label';
import type { OrderSummary, TripLeg } from '../types';
import styles from './sections.module.css';

const CLASSES = { card: styles.card, heading: styles.heading, list: styles.facts };

/**
 * The car, the package and the trip. Each time is on its store's own clock, with the city named:
 * the traveller may read this in another zone, and the store counts in its own.
 */
export function TripOverview({ order }: { order: OrderSummary }) {
  const t = useTranslations('bookingResult.trip');
  const packageWords = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const leg = (key: 'pickup' | 'dropOff', { store, at }: TripLeg): Fact => ({
    key,
    label: t(key),
    value: (
      <>
        <span className={styles.strong}>
          {formatDateTime(at, store.city.timeZone.iana, lang, { weekday: true })}
        </span>
        <span className={styles.muted}>{t('localTime', { city: store.city.lang_label[lang] })}</span>
        <span>{store.label[lang]}</span>
      </>
    ),
  });
  const facts: Fact[] = [
    {
      key: 'car',
      label: t('car'),
      value: (
        <>
          <span className={styles.strong}>
            {t(order.car.guaranteedModel ? 'guaranteed' : 'orSimilar', { car: order.car.name })}
          </span>
          <span>{packageLabel(packageWords, order.package)}</span>
        </>
      ),
    },
    leg('pickup', order.pickup),
    leg('dropOff', order.dropOff),
    { key: 'duration', label: t('duration'), value: t('days', { count: order.rentDays }) },
  ];
  if (order.flightNo) facts.push({ key: 'flight', label: t('flight'), value: order.flightNo });
  return <FactsSection title={t('title')} facts={facts} classNames={CLASSES} />;
}
