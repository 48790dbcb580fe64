'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useGlobalConfig } from '@/components/providers/use-global-config';
import { useSiteStore } from '@/components/providers/site-store-provider';
import type { Currency } from '@/lib/api/contract/common';
import { COOKIES, YEAR_S } from '@/lib/store/cookies';
import styles from './currency-switcher.module.css';

/**
 * Choose the payment currency; the page stays where it is and prices follow the store. The server
 * passes the currency table it rendered with, so the list is complete before any fetch.
 */
export function CurrencySwitcher({ initialCurrencies }: { initialCurrencies?: Currency[] }) {
  const t = useTranslations('header');
  const lang = useLocale();
  const currency = useSiteStore((state) => state.currency);
  const setCurrency = useSiteStore((state) => state.setCurrency);
  // With the server's table there is nothing to fetch on page load.
  const { data: config } = useGlobalConfig({ enabled: !initialCurrencies });
  const currencies = config?.currency ?? initialCurrencies ?? [];

  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{t('currency')}</span>
      <select
        value={currency}
        disabled={currencies.length === 0}
        onChange={(event) => {
          const code = event.target.value;
          setCurrency(code);
          document.cookie = `${COOKIES.currency}=${code}; path=/; max-age=${YEAR_S}; samesite=lax`;
        }}
      >
        {currencies.length === 0 && <option value={currency}>{currency}</option>}
        {currencies.map((option) => (
          <option key={option.code} value={option.code}>
            {`${option.code} ${option.abbr} · ${option.name[lang as keyof typeof option.name]}`}
          </option>
        ))}
      </select>
    </label>
  );
}
