'use client';

import { useTranslations } from 'next-intl';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { COOKIES, YEAR_S } from '@/lib/store/cookies';
import type { CurrencyOption } from './currency-option';
import styles from './currency-switcher.module.css';

/**
 * Choose the payment currency; the page stays where it is and prices follow the store. The server
 * passes the currency table it rendered with, so the list is complete without a fetch.
 */
export function CurrencySwitcher({ currencies }: { currencies: CurrencyOption[] }) {
  const t = useTranslations('header');
  const currency = useSiteStore((state) => state.site.currency);
  const setCurrency = useSiteStore((state) => state.site.setCurrency);

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
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
