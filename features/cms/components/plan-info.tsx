import { getTranslations } from 'next-intl/server';
import type { PlanPackage } from '../api/get-plan-info';
import styles from './plan-info.module.css';

/** The facts of the package the visitor came from: its name, store, way to pay and services. */
export async function PlanInfo({ pkg }: { pkg: PlanPackage }) {
  const t = await getTranslations('cms');
  return (
    <section aria-labelledby="plan-package-heading" className={styles.card}>
      <h2 id="plan-package-heading" className={styles.heading}>
        {t('plan.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('plan.package')}</dt>
          <dd>{pkg.name}</dd>
        </div>
        <div>
          <dt>{t('plan.store')}</dt>
          <dd>{pkg.storeName}</dd>
        </div>
        <div>
          <dt>{t('plan.payment')}</dt>
          <dd>{t(`payModes.${pkg.payMode}`)}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{t('plan.servicesIncluded')}</h3>
      <ul className={styles.services}>
        {pkg.services.map((service) => (
          <li key={service}>{t(`services.${service}`)}</li>
        ))}
      </ul>
    </section>
  );
}
