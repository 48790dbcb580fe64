'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { approximateFigures } from '@/lib/site/booking-flow/money';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import type { PackageOffer, Tier } from '../types';
import styles from './tier-switcher.module.css';

type Props = {
  columns: { tier: Tier; pkg: PackageOffer | undefined }[];
  /** the rental's days: a daily price that does not multiply back to its total is an average */
  rentDays: number;
  value: Tier;
  onChange: (tier: Tier) => void;
};

/**
 * Narrow screens: which tier the comparison shows (one column at a time, so the page never scrolls
 * sideways). Each button names the tier and its daily price, so the tiers are still compared at a
 * glance: exact, or '≈ … on average' by the rule of the table's first row (approximateFigures), so
 * the button and the column it shows never disagree.
 * A group of toggle buttons (react-aria): one is always pressed; hidden on wide screens,
 * where the table shows every tier.
 */
export function TierSwitcher({ columns, rentDays, value, onChange }: Props) {
  const t = useTranslations('carDetail');
  const lang = useLocale() as Lang;
  const perDay = ({ daily, total }: PackageOffer) => {
    const price = formatMoney(daily.amount, daily.currency, lang);
    // The button shows the payment figure alone: '≈ … on average' only when that one is an average.
    const average = approximateFigures(daily, rentDays, total).amount;
    return t(average ? 'comparison.perDayAveragePrice' : 'comparison.perDayPrice', { price });
  };
  return (
    <ToggleButtonGroup
      className={styles.group}
      aria-label={t('comparison.shownTier')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [tier] = keys;
        if (tier) onChange(tier as Tier);
      }}
    >
      {columns.map(({ tier, pkg }) => (
        <ToggleButton key={tier} id={tier} className={styles.button}>
          <span className={styles.name}>{t(`tiers.${tier}`)}</span>{' '}
          <span className={styles.price} data-tier-daily={tier}>
            {pkg ? perDay(pkg) : t('comparison.unavailableShort')}
          </span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
