import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { MileageText } from '@/components/mileage-text';
import { packageLabel, packageNames } from '@/lib/i18n/package-label';
import type { PlanPackage } from '../types';
import styles from './plan-info.module.css';

/**
 * The facts of the package the visitor came from: its name, store, way to pay and services. The
 * mileage is the car's: opened from the booking flow (`mileage` given) it says what the comparison
 * says for that car; opened alone it says where each car's allowance is shown.
 */
export async function PlanInfo({
  pkg,
  mileage,
}: {
  pkg: PlanPackage;
  /** the car's allowance, as the comparison states it */
  mileage?: ComponentProps<typeof MileageText>['limit'];
}) {
  const t = await getTranslations('cms');
  const packageWords = await getTranslations('carDetail');
  const services = pkg.services.filter((service) => service !== 'unlimited_mileage');
  return (
    <section aria-labelledby="plan-package-heading" className={styles.card}>
      <h2 id="plan-package-heading" className={styles.heading}>
        {t('plan.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('plan.package')}</dt>
          <dd>{packageLabel(packageWords, pkg)}</dd>
        </div>
        <div>
          <dt>{t('plan.store')}</dt>
          <dd>{pkg.storeName}</dd>
        </div>
        <div>
          <dt>{t('plan.payment')}</dt>
          <dd>{packageNames(packageWords, pkg).payMode}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('plan.servicesIncluded')}</h3>
      <ul className={styles.services}>
        <li data-service="mileage">
          {mileage ? (
            <MileageText limit={mileage} />
          ) : pkg.services.includes('unlimited_mileage') ? (
            t('services.unlimited_mileage')
          ) : (
            t('plan.mileageByCar')
          )}
        </li>
        {services.map((service) => (
          <li key={service}>{t(`services.${service}`)}</li>
        ))}
      </ul>
    </section>
  );
}
