import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { moneyText } from '@/components/money';
import type { CarFacts } from '@/lib/site/car-facts';
import { formatLitres } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { DetailCar } from '../types';
import styles from './car-header.module.css';

const GEARBOX_KEYS = { AT: 'AT', MT: 'MT', 'AT/MT': 'AT_MT' } as const satisfies Record<
  CarFacts['gearbox'],
  string
>;

/**
 * The car: model, picture, and its facts (spec §3: doors, seats, luggage, engine, gearbox, fuel…).
 * Whether it is this very model or one of its class comes from vehicle_info.guaranteed_model, the
 * field the car list's card reads too (lib/site/car-facts.ts).
 */
export function CarHeader({
  car,
  compact = false,
  headingLevel = 'h1',
}: {
  car: DetailCar;
  /** later steps show the model and its facts only */
  compact?: boolean;
  headingLevel?: 'h1' | 'h2';
}) {
  const t = useTranslations('carDetail.car');
  const lang = useLocale() as Lang;
  const vehicle = car.facts;
  const name = `${vehicle.make} ${vehicle.model}`;
  const facts = [
    t('seats', { count: vehicle.seats }),
    t('doors', { count: vehicle.doors }),
    t('luggage', { count: vehicle.luggage }),
    t(`gearbox.${GEARBOX_KEYS[vehicle.gearbox]}`),
    t(`fuel.${vehicle.fuel}`),
    t(`drivetrain.${vehicle.drivetrain}`),
    ...(vehicle.displacement === null ? [] : [t('displacement', { litres: formatLitres(vehicle.displacement, lang) })]),
  ];
  const Heading = headingLevel;
  return (
    <header className={compact ? styles.compact : styles.header}>
      <div className={styles.picture}>
        <Image src={vehicle.image} alt={name} width={320} height={160} unoptimized priority />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t(`categories.${vehicle.category}`)}</p>
        <Heading className={styles.title}>{name}</Heading>
        {vehicle.guaranteedModel ? (
          <p className={styles.guaranteed}>{t('guaranteed')}</p>
        ) : (
          <p className={styles.similar}>{t('orSimilar')}</p>
        )}
        <ul className={styles.facts} aria-label={t('factsLabel')}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {!compact && vehicle.features.length > 0 && (
          <ul className={styles.features} aria-label={t('featuresLabel')}>
            {vehicle.features.map((feature) => (
              <li key={feature}>{t(`features.${feature}`)}</li>
            ))}
          </ul>
        )}
        {!compact && (
          <p className={styles.deposit}>{t('deposit', { amount: moneyText(car.deposit, lang) })}</p>
        )}
      </div>
    </header>
  );
}
