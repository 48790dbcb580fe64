'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { CancellationSummary } from '@/components/cancellation-terms';
import { FeeNames } from '@/components/fee-names';
import { isUnlimited, MileageText } from '@/components/mileage-text';
import { Money } from '@/components/money';
import { freeCancellationUntil } from '@/lib/bill/cancellation-terms';
import { approximateFigures, multipliesExactly } from '@/lib/site/booking-flow/money';
import { PAY_MODE_PARAM } from '@/lib/site/booking-flow/routes';
import { PACKAGE_SERVICES } from '@/lib/car-lists';
import type { Lang } from '@/lib/i18n/locales';
import { packageLabel } from '@/lib/i18n/package-label';
import { Link } from '@/lib/site/i18n/navigation';
import { offerInfoHref, offerPlanHref } from '../links';
import { feesOf, offerOf } from '../packages';
import type { PackageOffer, PackageTable, PayMode, Tier } from '../types';
import { ChargeDetail } from './charge-detail';
import { PayModeToggle } from './pay-mode-toggle';
import { TierSwitcher } from './tier-switcher';
import styles from './package-comparison.module.css';

type Props = {
  packages: PackageTable;
  rentDays: number;
  /** where the Choose links lead: /book/{storeInfo}/{skuId}/{pack_path}?{query} */
  storeInfo: string;
  skuId: number;
  query: string;
  initialPayMode?: PayMode;
};

/**
 * The insurance tiers side by side for one way of paying (spec §3 package options): the fees these
 * prices include named above them, per-day and total prices in the payment and the store's currency,
 * what is paid now and at the counter (the out-of-hours fee included there), the mileage, the
 * services as an included / not included matrix with each package's cancellation terms, each
 * package's bill lines, and links to choose the package or read its plan information article.
 */
export function PackageComparison({ packages, rentDays, storeInfo, skuId, query, initialPayMode }: Props) {
  const t = useTranslations('carDetail');
  const headingId = useId();
  const captionId = useId();
  const modes = packages.payModes;
  const [payMode, setPayMode] = useState<PayMode>(
    initialPayMode && modes.includes(initialPayMode) ? initialPayMode : (modes[0] ?? 'full_prepaid'),
  );
  const columns = packages.tiers.map((tier) => ({ tier, pkg: offerOf(packages, tier, payMode) }));
  // Narrow screens show one tier at a time (TierSwitcher); the first one on offer to begin with.
  const [shownTier, setShownTier] = useState<Tier | undefined>(undefined);
  const shown = shownTier ?? (columns.find(({ pkg }) => pkg) ?? columns[0])?.tier;
  /** A tier's cells say whether they are the tier shown: narrow screens hide the others (CSS). */
  const tierCell = (tier: Tier) => ({ 'data-shown': tier === shown });
  const offered = columns.flatMap(({ pkg }) => (pkg ? [pkg] : []));
  // Per day is the total ÷ days: where that does not divide evenly it is an average, and says so.
  const exactDaily = (pkg: PackageOffer) => multipliesExactly(pkg.daily, rentDays, pkg.total);
  const dailyExact = offered.every(exactDaily);
  const tierName = (tier: Tier) => t(`tiers.${tier}`);
  const flow = { storeInfo, skuId, query };
  const payModeName = t(`payModes.${payMode}`);
  const fullName = (tier: Tier) => packageLabel(t, { planGroup: tier, payMode });

  const choosePayMode = (mode: PayMode) => {
    setPayMode(mode);
    // Remember it in the address, so a reload or "change package" comes back to the same view.
    const url = new URL(window.location.href);
    url.searchParams.set(PAY_MODE_PARAM, mode);
    window.history.replaceState(window.history.state, '', url);
  };

  const priceRow = (label: string, render: (pkg: PackageOffer) => ReactNode, emphasis?: boolean) => (
    <tr className={emphasis ? styles.emphasis : undefined}>
      <th scope="row">{label}</th>
      {columns.map(({ tier, pkg }) => (
        <td key={tier} {...tierCell(tier)}>
          {pkg ? render(pkg) : <Unavailable />}
        </td>
      ))}
    </tr>
  );

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('comparison.title')}
      </h2>
      {modes.length > 1 && <PayModeToggle modes={modes} value={payMode} onChange={choosePayMode} />}
      <FeeNames fees={feesOf(offered)} variant="notice" />
      {shown && <TierSwitcher columns={columns} rentDays={rentDays} value={shown} onChange={setShownTier} />}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            {t('comparison.caption', { payMode: payModeName })}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map(({ tier }) => (
                <th key={tier} scope="col" className={styles[tier]} {...tierCell(tier)}>
                  {tierName(tier)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {priceRow(dailyExact ? t('comparison.daily') : t('comparison.dailyAverage'), (pkg) => (
              <Money
                value={pkg.daily}
                layout="stacked"
                approximate={approximateFigures(pkg.daily, rentDays, pkg.total)}
              />
            ))}
            {priceRow(
              t('comparison.total', { count: rentDays }),
              (pkg) => (
                <Money value={pkg.total} layout="stacked" />
              ),
              true,
            )}
            {priceRow(t('comparison.payNow'), (pkg) => (
              <Money value={pkg.payNow} layout="stacked" />
            ))}
            {priceRow(t('comparison.payAtCounter'), (pkg) => (
              <Money value={pkg.payAtCounter} layout="stacked" />
            ))}
            {columns.some(({ pkg }) => pkg?.lines.some((line) => line.notInBill)) &&
              priceRow(t('charges.laterTitle'), (pkg) => <LaterLines pkg={pkg} />)}
            <tr className={styles.actions}>
              <th scope="row">
                <span className="visually-hidden">{t('comparison.actions')}</span>
              </th>
              {columns.map(({ tier, pkg }) => (
                <td key={tier} {...tierCell(tier)}>
                  {pkg ? (
                    <>
                      <Link
                        href={offerPlanHref(pkg, flow)}
                        className={styles.choose}
                        aria-label={t('comparison.chooseLabel', {
                          package: fullName(tier),
                        })}
                      >
                        {t('comparison.choose')}
                      </Link>
                      <Link
                        href={offerInfoHref(pkg, { skuId, query, from: 'detail' })}
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
            {/* A cell per tier, not one spanning the row: narrow screens hide all tiers but one,
                and a spanning cell would keep the hidden tiers' columns open. */}
            <tr className={styles.group}>
              <th scope="rowgroup">{t('comparison.services')}</th>
              {columns.map(({ tier }) => (
                <td key={tier} {...tierCell(tier)} />
              ))}
            </tr>
            {PACKAGE_SERVICES.map((service) => (
              <tr key={service}>
                <th scope="row">{t(`services.${service}`)}</th>
                {columns.map(({ tier, pkg }) => (
                  <td key={tier} {...tierCell(tier)}>
                    {!pkg ? (
                      <Unavailable />
                    ) : service === 'unlimited_mileage' ? (
                      <Mileage pkg={pkg} />
                    ) : service === 'free_cancellation' ? (
                      <Cancellation pkg={pkg} />
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
                <td key={tier} {...tierCell(tier)}>
                  {pkg ? (
                    <details>
                      <summary aria-label={t('charges.captionFor', { package: tierName(tier) })}>
                        {t('comparison.showBreakdown')}
                      </summary>
                      <ChargeDetail
                        quote={pkg}
                        caption={t('charges.captionFor', { package: fullName(tier) })}
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

/** Unlimited when the package says so or the car has no limit anyway; else the limit and its price. */
function Mileage({ pkg }: { pkg: PackageOffer }) {
  const unlimited = isUnlimited(pkg.mileageLimit);
  return unlimited ? (
    <Included included />
  ) : (
    <span className={styles.limit}>
      <Included included={false} />{' '}
      <span>
        <MileageText limit={pkg.mileageLimit} />
      </span>
    </span>
  );
}

/** Ticked from the package's own terms, which it then says: free until when, or what it costs. */
function Cancellation({ pkg }: { pkg: PackageOffer }) {
  return (
    <span className={styles.limit}>
      <Included included={freeCancellationUntil(pkg.cancellationPolicy) !== null} />{' '}
      <CancellationSummary policy={pkg.cancellationPolicy} localCurrency={pkg.total.localCurrency} />
    </span>
  );
}

/** Lines paid later at the counter (the Out Of Hours Fee): shown, never added to the totals above. */
function LaterLines({ pkg }: { pkg: PackageOffer }) {
  const t = useTranslations('carDetail.comparison');
  const lang = useLocale() as Lang;
  const later = pkg.lines.filter((line) => line.notInBill);
  if (later.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className={styles.later}>
      {later.map((line) => (
        <li key={line.code}>
          <span>{line.name[lang]}</span> <Money value={line.total} />
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
