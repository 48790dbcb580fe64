'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { usePriceHistory } from '../api/get-price-history';
import { allPriceItems, type PriceChange, type PriceList } from '../to-site-prices';
import { CallFailure } from './call-failure';
import { DataTable } from './data-table';
import { Instant } from './instant';
import styles from './ops.module.css';

/** The store's price edits, newest first: when, who, what, before, after and why. */
export function PriceHistory({ list }: { list: PriceList }) {
  const t = useTranslations('ops.prices');
  const lang = useLocale() as Lang;
  const history = usePriceHistory(list.store.code);
  const names = new Map(allPriceItems(list).map((item) => [item.key, `${item.name[lang]} (${item.code})`]));
  const state = (value: PriceChange | null) => {
    if (!value) return '—';
    const amount = value.amount === undefined ? '' : formatMoney(Number(value.amount), list.currency, lang);
    const dates = value.starts_on
      ? t('periodRange', { from: value.starts_on, to: value.ends_on ?? '', amount })
      : amount;
    return value.withdrawn ? `${dates} · ${t('withdrawn')}` : dates;
  };
  return (
    <section aria-labelledby="ops-prices-history" className={styles.card}>
      <h2 id="ops-prices-history" className={styles.subtitle}>
        {t('historyTitle')}
      </h2>
      <CallFailure error={history.error} />
      {history.data && history.data.length === 0 && <p className={styles.muted}>{t('historyEmpty')}</p>}
      {history.data && history.data.length > 0 && (
        <DataTable
          columns={[t('colWhen'), t('colWho'), t('colWhat'), t('colBefore'), t('colAfter'), t('colReason')]}
        >
          {history.data.map((edit) => (
            <tr key={edit.id} data-edit={edit.action}>
              <td>
                <Instant value={edit.at} />
              </td>
              <td>{edit.operator}</td>
              <td>
                {t(`actions.${edit.action}`)}: {names.get(edit.key) ?? edit.key}
              </td>
              <td>{state(edit.before)}</td>
              <td>{state(edit.after)}</td>
              <td>{edit.reason ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
