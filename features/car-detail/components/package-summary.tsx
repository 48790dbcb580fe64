import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CancellationSummary, CancellationTermsList } from '@/components/cancellation-terms';
import { MileageText } from '@/components/mileage-text';
import { freeCancellationUntil } from '@/lib/bill/cancellation-terms';
import { packageNames } from '@/lib/i18n/package-label';
import { PACKAGE_SERVICES } from '@/lib/car-lists';
import { Link } from '@/lib/site/i18n/navigation';
import { offerInfoHref } from '../links';
import type { PackageOffer } from '../types';
import { ChargeDetail } from './charge-detail';
import { PackageDue } from './package-due';
import styles from './package-summary.module.css';

type Props = {
  pkg: PackageOffer;
  rentDays: number;
  /** the car and the search: the plan information link says this car's mileage and leads back */
  flow: { skuId: number; query: string };
  /** links or buttons under the summary: change the package, continue */
  actions?: ReactNode;
  /**
   * The booking's bill is beside the panel (the fill-in and review steps): it itemises the package
   * and everything added to it, so the panel shows no second table of its own, and what it says
   * is paid comes from that bill.
   */
  billBeside?: boolean;
};

/** The chosen package: tier, way of paying, what it includes, and its bill (the booking's price). */
export function PackageSummary({ pkg, rentDays, flow, actions, billBeside = false }: Props) {
  const t = useTranslations('carDetail');
  const { tier, payMode } = packageNames(t, pkg);
  const localCurrency = pkg.total.localCurrency;
  const cancellable = freeCancellationUntil(pkg.cancellationPolicy) !== null;
  return (
    <section className={styles.summary} aria-labelledby="package-summary-heading">
      <div className={styles.head}>
        <h2 id="package-summary-heading" className={styles.heading}>
          {t('summary.labelled', { label: t('summary.title'), text: tier })}
        </h2>
        <p className={styles.mode}>{payMode}</p>
      </div>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subheading}>{t('comparison.services')}</h3>
          <ul className={styles.services}>
            <li className={styles.yes}>
              <MileageText limit={pkg.mileageLimit} />
            </li>
            <li className={cancellable ? styles.yes : styles.fee}>
              <span className="visually-hidden">
                {t('summary.labelColon', {
                  label: cancellable ? t('comparison.included') : t('comparison.notIncluded'),
                })}{' '}
              </span>
              <CancellationSummary policy={pkg.cancellationPolicy} localCurrency={localCurrency} />
            </li>
            {PACKAGE_SERVICES.filter(
              (service) => service !== 'unlimited_mileage' && service !== 'free_cancellation',
            ).map((service) => {
              const included = pkg.services.includes(service);
              return (
                <li key={service} className={included ? styles.yes : styles.no}>
                  <span className="visually-hidden">
                    {t('summary.labelColon', {
                      label: included ? t('comparison.included') : t('comparison.notIncluded'),
                    })}{' '}
                  </span>
                  {t(`services.${service}`)}
                </li>
              );
            })}
          </ul>
          <h3 className={styles.subheading}>{t('summary.cancellation')}</h3>
          <CancellationTermsList
            policy={pkg.cancellationPolicy}
            localCurrency={localCurrency}
            className={styles.terms}
          />
          <Link
            href={offerInfoHref(pkg, { ...flow, from: 'plan' })}
            className={styles.planLink}
            aria-label={t('comparison.planDetailsLabel', { package: tier })}
          >
            {t('comparison.planDetails')}
          </Link>
        </div>
        <div>
          {!billBeside && <ChargeDetail quote={pkg} caption={t('charges.title')} />}
          <PackageDue pkg={pkg} rentDays={rentDays} />
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
