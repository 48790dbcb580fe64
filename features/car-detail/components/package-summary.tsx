import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CancellationSummary, CancellationTermsList } from '@/components/cancellation-terms';
import { MileageText } from '@/components/mileage-text';
import { moneyText } from '@/components/money';
import type { CarPackage } from '@/lib/api/contract/car';
import { freeCancellationUntil } from '@/lib/bill/cancellation-terms';
import { atCounter } from '@/lib/booking-flow/fees';
import { toMoney } from '@/lib/booking-flow/money';
import { planInfoHref } from '@/lib/booking-flow/routes';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { PACKAGE_SERVICES } from '../packages';
import { ChargeDetail } from './charge-detail';
import styles from './package-summary.module.css';

type Props = {
  pkg: CarPackage;
  rentDays: number;
  /** the car and the search: the plan information link says this car's mileage and leads back */
  flow: { skuId: number; query: string };
  /** links or buttons under the summary: change the package, continue */
  actions?: ReactNode;
};

/** The chosen package: tier, way of paying, what it includes, and its bill (the booking's price). */
export function PackageSummary({ pkg, rentDays, flow, actions }: Props) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const tier = t(`tiers.${pkg.plan_group}`);
  const payNow = pkg.pay_mode !== 'arrival';
  const localCurrency = pkg.total_charge.local_currency;
  const cancellable = freeCancellationUntil(pkg.cancellation_policy) !== null;
  // Everything the counter takes, the out-of-hours fee included: never left unsaid.
  const counter = atCounter(pkg);
  return (
    <section className={styles.summary} aria-labelledby="package-summary-heading">
      <div className={styles.head}>
        <h2 id="package-summary-heading" className={styles.heading}>
          {t('summary.title')}: {tier}
        </h2>
        <p className={styles.mode}>{t(`payModes.${pkg.pay_mode}`)}</p>
      </div>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subheading}>{t('comparison.services')}</h3>
          <ul className={styles.services}>
            <li className={styles.yes}>
              <MileageText limit={pkg.mileage_limit} />
            </li>
            <li className={cancellable ? styles.yes : styles.fee}>
              <span className="visually-hidden">
                {cancellable ? t('comparison.included') : t('comparison.notIncluded')}:{' '}
              </span>
              <CancellationSummary policy={pkg.cancellation_policy} localCurrency={localCurrency} />
            </li>
            {PACKAGE_SERVICES.filter(
              (service) => service !== 'unlimited_mileage' && service !== 'free_cancellation',
            ).map((service) => {
              const included = pkg.services.includes(service);
              return (
                <li key={service} className={included ? styles.yes : styles.no}>
                  <span className="visually-hidden">
                    {included ? t('comparison.included') : t('comparison.notIncluded')}:{' '}
                  </span>
                  {t(`services.${service}`)}
                </li>
              );
            })}
          </ul>
          <h3 className={styles.subheading}>{t('summary.cancellation')}</h3>
          <CancellationTermsList
            policy={pkg.cancellation_policy}
            localCurrency={localCurrency}
            className={styles.terms}
          />
          <Link
            href={planInfoHref(pkg, { ...flow, from: 'plan' })}
            className={styles.planLink}
            aria-label={t('comparison.planDetailsLabel', { package: tier })}
          >
            {t('comparison.planDetails')}
          </Link>
        </div>
        <div>
          <ChargeDetail quote={pkg} caption={t('charges.title')} />
          <p className={styles.due}>
            {!payNow
              ? t('summary.dueAtCounter', { amount: moneyText(counter, lang), count: rentDays })
              : counter.amount > 0
                ? t('summary.dueOnlineAndCounter', {
                    amount: moneyText(toMoney(pkg.online_charge), lang),
                    counter: moneyText(counter, lang),
                    count: rentDays,
                  })
                : t('summary.dueOnline', {
                    amount: moneyText(toMoney(pkg.online_charge), lang),
                    count: rentDays,
                  })}
          </p>
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
