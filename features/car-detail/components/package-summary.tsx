import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { moneyText } from '@/components/money';
import type { CarPackage } from '@/lib/api/contract/car';
import { toMoney } from '@/lib/booking-flow/money';
import { planInfoHref } from '@/lib/booking-flow/routes';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { PACKAGE_SERVICES } from '../packages';
import { ChargeDetail } from './charge-detail';
import styles from './package-summary.module.css';

type Props = {
  pkg: CarPackage;
  rentDays: number;
  /** links or buttons under the summary: change the package, continue */
  actions?: ReactNode;
};

/** The chosen package: tier, way of paying, what it includes, and its bill (the booking's price). */
export function PackageSummary({ pkg, rentDays, actions }: Props) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const tier = t(`tiers.${pkg.plan_group}`);
  const payNow = pkg.pay_mode !== 'arrival';
  const mileage = pkg.mileage_limit;
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
              {mileage.unlimited || mileage.quantity === null
                ? t('services.unlimited_mileage')
                : t('mileage.limited', {
                    quantity: mileage.quantity,
                    unit: t(`units.${mileage.unit}`),
                    price:
                      mileage.overage_price === null
                        ? '—'
                        : formatMoney(mileage.overage_price, mileage.currency, lang),
                  })}
            </li>
            {PACKAGE_SERVICES.filter((service) => service !== 'unlimited_mileage').map((service) => {
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
          <Link
            href={planInfoHref(pkg)}
            className={styles.planLink}
            aria-label={t('comparison.planDetailsLabel', { package: tier })}
          >
            {t('comparison.planDetails')}
          </Link>
        </div>
        <div>
          <ChargeDetail quote={pkg} caption={t('charges.title')} />
          <p className={styles.due}>
            {payNow
              ? t('summary.dueOnline', {
                  amount: moneyText(toMoney(pkg.online_charge), lang),
                  count: rentDays,
                })
              : t('summary.dueAtCounter', {
                  amount: moneyText(toMoney(pkg.offline_charge), lang),
                  count: rentDays,
                })}
          </p>
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
