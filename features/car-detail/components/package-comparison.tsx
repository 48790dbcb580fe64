'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Money } from '@/components/money';
import type { Car, CarPackage, InsuranceType, PayMode } from '@/lib/api/contract/car';
import { toMoney } from '@/lib/booking-flow/money';
import { packPlanHref, PAY_MODE_PARAM, planInfoHref } from '@/lib/booking-flow/routes';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { PACKAGE_SERVICES, payModesOf, tiersOf } from '../packages';
import { ChargeDetail } from './charge-detail';
import { PayModeToggle } from './pay-mode-toggle';
import styles from './package-comparison.module.css';

type Props = {
  car: Pick<Car, 'packObj' | 'packArr'>;
  rentDays: number;
  /** where the Choose links lead: /book/{storeInfo}/{skuId}/{pack_path}?{query} */
  storeInfo: string;
  skuId: number;
  query: string;
  initialPayMode?: PayMode;
};

/**
 * The insurance tiers side by side for one way of paying (spec §3 package options): per-day and
 * total prices in the payment and the store's currency, what is paid now and at the counter, the
 * mileage, the services as an included / not included matrix, each package's bill lines, and links
 * to choose the package or read its plan information article.
 */
export function PackageComparison({ car, rentDays, storeInfo, skuId, query, initialPayMode }: Props) {
  const t = useTranslations('carDetail');
  const headingId = useId();
  const captionId = useId();
  const modes = payModesOf(car);
  const [payMode, setPayMode] = useState<PayMode>(
    initialPayMode && modes.includes(initialPayMode) ? initialPayMode : (modes[0] ?? 'full_prepaid'),
  );
  const columns = tiersOf(car).map((tier) => ({ tier, pkg: car.packObj[tier]?.[payMode] }));
  const tierName = (tier: InsuranceType) => t(`tiers.${tier}`);
  const payModeName = t(`payModes.${payMode}`);

  const choosePayMode = (mode: PayMode) => {
    setPayMode(mode);
    // Remember it in the address, so a reload or "change package" comes back to the same view.
    const url = new URL(window.location.href);
    url.searchParams.set(PAY_MODE_PARAM, mode);
    window.history.replaceState(window.history.state, '', url);
  };

  const priceRow = (label: string, cell: (pkg: CarPackage) => ReactNode, emphasis?: boolean) => (
    <tr className={emphasis ? styles.emphasis : undefined}>
      <th scope="row">{label}</th>
      {columns.map(({ tier, pkg }) => (
        <td key={tier}>{pkg ? cell(pkg) : <Unavailable />}</td>
      ))}
    </tr>
  );

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('comparison.title')}
      </h2>
      {modes.length > 1 && <PayModeToggle modes={modes} value={payMode} onChange={choosePayMode} />}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {t('comparison.caption', { payMode: payModeName })}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map(({ tier }) => (
                <th key={tier} scope="col" className={styles[tier]}>
                  {tierName(tier)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {priceRow(t('comparison.daily'), (pkg) => (
              <Money value={toMoney(pkg.daily_amount)} layout="stacked" />
            ))}
            {priceRow(
              t('comparison.total', { count: rentDays }),
              (pkg) => (
                <Money value={toMoney(pkg.total_charge)} layout="stacked" />
              ),
              true,
            )}
            {priceRow(t('comparison.payNow'), (pkg) => (
              <Money value={toMoney(pkg.online_charge)} layout="stacked" />
            ))}
            {priceRow(t('comparison.payAtCounter'), (pkg) => (
              <Money value={toMoney(pkg.offline_charge)} layout="stacked" />
            ))}
            {columns.some(({ pkg }) => pkg?.charge_detail.some((line) => line.not_in_bill)) &&
              priceRow(t('charges.laterTitle'), (pkg) => <LaterLines pkg={pkg} />)}
            <tr className={styles.actions}>
              <th scope="row">
                <span className="visually-hidden">{t('comparison.actions')}</span>
              </th>
              {columns.map(({ tier, pkg }) => (
                <td key={tier}>
                  {pkg ? (
                    <>
                      <Link
                        href={packPlanHref(storeInfo, skuId, pkg, query)}
                        className={styles.choose}
                        aria-label={t('comparison.chooseLabel', {
                          package: `${tierName(tier)} · ${payModeName}`,
                        })}
                      >
                        {t('comparison.choose')}
                      </Link>
                      <Link
                        href={planInfoHref(pkg)}
                        className={styles.planLink}
                        aria-label={t('comparison.planDetailsLabel', { package: tierName(tier) })}
                      >
                        {t('comparison.planDetails')}
                      </Link>
                    </>
                  ) : (
                    <Unavailable />
                  )}
                </td>
              ))}
            </tr>
          </tbody>
          <tbody>
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={columns.length + 1}>
                {t('comparison.services')}
              </th>
            </tr>
            {PACKAGE_SERVICES.map((service) => (
              <tr key={service}>
                <th scope="row">{t(`services.${service}`)}</th>
                {columns.map(({ tier, pkg }) => (
                  <td key={tier}>
                    {!pkg ? (
                      <Unavailable />
                    ) : service === 'unlimited_mileage' ? (
                      <Mileage pkg={pkg} />
                    ) : (
                      <Included included={pkg.services.includes(service)} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tbody>
            <tr className={styles.breakdown}>
              <th scope="row">{t('charges.title')}</th>
              {columns.map(({ tier, pkg }) => (
                <td key={tier}>
                  {pkg ? (
                    <details>
                      <summary aria-label={t('charges.captionFor', { package: tierName(tier) })}>
                        {t('comparison.showBreakdown')}
                      </summary>
                      <ChargeDetail
                        quote={pkg}
                        caption={t('charges.captionFor', { package: `${tierName(tier)} · ${payModeName}` })}
                        captionHidden
                      />
                    </details>
                  ) : (
                    <Unavailable />
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Included({ included }: { included: boolean }) {
  const t = useTranslations('carDetail.comparison');
  return (
    <span className={included ? styles.yes : styles.no}>
      <span aria-hidden="true">{included ? '✓' : '✕'}</span>
      <span className="visually-hidden">{included ? t('included') : t('notIncluded')}</span>
    </span>
  );
}

/**
 * Unlimited when the package says so, or when the car has no limit anyway (its mileage_limit is the
 * car's, lifted by the service); otherwise the limit and what extra distance costs.
 */
function Mileage({ pkg }: { pkg: CarPackage }) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const limit = pkg.mileage_limit;
  if (limit.unlimited || limit.quantity === null) return <Included included />;
  return (
    <span className={styles.limit}>
      <Included included={false} />{' '}
      <span>
        {t('mileage.limited', {
          quantity: limit.quantity,
          unit: t(`units.${limit.unit}`),
          price: limit.overage_price === null ? '—' : formatMoney(limit.overage_price, limit.currency, lang),
        })}
      </span>
    </span>
  );
}

/** Lines paid later at the counter (the Out Of Hours Fee): shown, never added to the totals above. */
function LaterLines({ pkg }: { pkg: CarPackage }) {
  const t = useTranslations('carDetail.comparison');
  const lang = useLocale() as Lang;
  const later = pkg.charge_detail.filter((line) => line.not_in_bill);
  if (later.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className={styles.later}>
      {later.map((line) => (
        <li key={line.code}>
          <span>{line.item_name[lang]}</span> <Money value={toMoney(line.total_amount)} />
        </li>
      ))}
      <li className="visually-hidden">{t('notInTotal')}</li>
    </ul>
  );
}

function Unavailable() {
  const t = useTranslations('carDetail.comparison');
  return (
    <span className={styles.no}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('unavailable')}</span>
    </span>
  );
}
