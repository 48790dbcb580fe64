import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { CancellationSummary } from '@/components/cancellation-terms';
import { FeeNames } from '@/components/fee-names';
import { Money } from '@/components/money';
import { formatLitres } from '@/lib/i18n/format';
import { packageLabel } from '@/lib/i18n/package-label';
import type { Lang } from '@/lib/i18n/locales';
import { approximateFigures } from '@/lib/site/booking-flow/money';
import type { CarOffer } from '../types';
import { ChooseLink } from './choose-link';
import { CarIcon, type CarIconName } from './icons';
import styles from './car-card.module.css';

/** Shown when so few cars of the model are left that the traveller should know. */
const FEW_LEFT = 2;

/**
 * One car of the list: the model ('or similar', or marked as a guaranteed model, as the car detail
 * says it), its picture, facts and features, the lowest daily price and the total for the rental,
 * the package that price is of with its cancellation terms, the fees it includes, and the way on to
 * the car's packages.
 */
export function CarCard({
  offer,
  lang,
  rentDays,
  chooseHref,
}: {
  offer: CarOffer;
  lang: Lang;
  rentDays: number;
  /** /book/{store_info}/{sku_id}?{the search} */
  chooseHref: string;
}) {
  const t = useTranslations('carList');
  const packageWords = useTranslations('carDetail');
  const { fromPackage } = offer;
  const headingId = `car-${offer.skuId}`;
  const facts: { icon: CarIconName; text: string }[] = [
    { icon: 'seats', text: t('facts.seats', { count: offer.seats }) },
    { icon: 'doors', text: t('facts.doors', { count: offer.doors }) },
    { icon: 'luggage', text: t('facts.luggage', { count: offer.luggage }) },
    {
      icon: 'engine',
      text:
        offer.displacement === null
          ? t('facts.noEngine')
          : t('facts.displacement', { litres: formatLitres(offer.displacement, lang) }),
    },
    { icon: 'gearbox', text: t(`gearbox.${offer.gearbox}`) },
    { icon: offer.fuel === 'EV' ? 'electric' : 'fuel', text: t(`fuel.${offer.fuel}`) },
    { icon: 'drivetrain', text: t(`drivetrain.${offer.drivetrain}`) },
  ];
  const localLabel = (amount: string) => t('price.local', { amount });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.picture}>
        <Image src={offer.image} alt="" width={320} height={160} unoptimized className={styles.image} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t(`category.${offer.category}`)}</p>
        <h2 id={headingId} className={styles.name}>
          {offer.make} {offer.model}
          {!offer.guaranteedModel && <span className={styles.similar}> {t('orSimilar')}</span>}
        </h2>
        {offer.guaranteedModel && (
          <p className={styles.guaranteed}>
            <CarIcon name="check" className={styles.check} />
            {t('guaranteedModel')}
          </p>
        )}
        <ul className={styles.facts} aria-label={t('facts.label')}>
          {facts.map((fact) => (
            <li key={fact.icon}>
              <CarIcon name={fact.icon} className={styles.icon} />
              {fact.text}
            </li>
          ))}
        </ul>
        {offer.features.length > 0 && (
          <ul className={styles.features} aria-label={t('features.label')}>
            {offer.features.map((feature) => (
              <li key={feature}>{t(`features.${feature}`)}</li>
            ))}
          </ul>
        )}
        <FeeNames fees={offer.fees} variant="card" className={styles.fees} />
      </div>
      <div className={styles.prices}>
        <p className={styles.daily} data-price="daily">
          <span className={styles.from}>{t('price.from')}</span>
          <Money
            value={offer.daily}
            layout="stacked"
            emphasis
            localLabel={localLabel}
            approximate={approximateFigures(offer.daily, rentDays, offer.total)}
            className={styles.dailyAmount}
          />
          <span className={styles.unit}>
            {offer.dailyExact ? t('price.perDay') : t('price.perDayAverage')}
          </span>
        </p>
        <p className={styles.total} data-price="total">
          <span>{t('price.total', { days: rentDays })}</span>
          <Money value={offer.total} layout="stacked" emphasis localLabel={localLabel} />
        </p>
        <p className={styles.package} data-from-package="">
          <span>
            {packageLabel(packageWords, fromPackage)}
          </span>
          {fromPackage.cancellationPolicy && (
            <CancellationSummary
              policy={fromPackage.cancellationPolicy}
              localCurrency={offer.total.localCurrency}
              className={styles.cancellation}
            />
          )}
        </p>
        {offer.freeUnits <= FEW_LEFT && (
          <p className={styles.fewLeft}>{t('price.fewLeft', { count: offer.freeUnits })}</p>
        )}
        <ChooseLink href={chooseHref} className={styles.choose} describedBy={headingId}>
          {t('choose')}
        </ChooseLink>
      </div>
    </article>
  );
}
