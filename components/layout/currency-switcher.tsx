'use client';

import { useTranslations } from 'next-intl';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { COOKIES, YEAR_S } from '@/lib/cookies';
import type { CurrencyOption } from './currency-option';
import styles from './currency-switcher.module.css';

/**
 * Choose the payment currency; the page stays where it is and prices follow the store. The server
 * passes the currency table it rendered with, so the list is complete without a fetch.
 *
 * A native select (the phone's own picker, no script to load), drawn transparent over a face that
 * shows the choice whole: code and sign in the bar, the full name where there is room (`labelled`,
 * the phone menu, which also shows its label). The options always carry the full names.
 */
export function CurrencySwitcher({
  currencies,
  labelled = false,
}: {
  currencies: CurrencyOption[];
  labelled?: boolean;
}) {
  const t = useTranslations('header');
  const currency = useSiteStore((state) => state.site.currency);
  const setCurrency = useSiteStore((state) => state.site.setCurrency);
  const chosen = currencies.find((option) => option.code === currency);
  const face = (labelled ? chosen?.label : chosen?.short) ?? currency;

  return (
    <label className={labelled ? styles.labelled : styles.switcher}>
      <span className={labelled ? styles.caption : 'visually-hidden'}>{t('currency')}</span>
      <span className={styles.box}>
        <span className={styles.face} aria-hidden="true" data-testid="currency-face">
          {face}
        </span>
        <select
          className={styles.select}
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
      </span>
    </label>
  );
}
