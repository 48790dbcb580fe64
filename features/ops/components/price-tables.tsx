'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { useWithdrawPricePeriod } from '../api/withdraw-price-period';
import type { PriceItem, PriceList } from '../to-site-prices';
import { DataTable } from './data-table';
import styles from './ops.module.css';
import { ReasonDialog } from './reason-dialog';

/** A live period's withdrawal, with a reason. */
function WithdrawPeriod({ store, periodId, label }: { store: string; periodId: number; label: string }) {
  const t = useTranslations('ops.prices');
  const withdraw = useWithdrawPricePeriod();
  return (
    <ReasonDialog
      label={t('withdraw')}
      title={t('withdrawTitle', { period: label })}
      message={t('withdrawMessage')}
      reasonLabel={t('reason')}
      submitLabel={t('withdraw')}
      pending={withdraw.isPending}
      error={withdraw.error}
      onSubmit={(reason) => withdraw.mutateAsync({ store, periodId, reason })}
    />
  );
}

/** One table of prices: name, unit, base, what today costs, and the periods (withdrawn ones struck). */
function PriceTable({ title, items, list }: { title: string; items: PriceItem[]; list: PriceList }) {
  const t = useTranslations('ops.prices');
  const lang = useLocale() as Lang;
  const money = (amount: string) => formatMoney(Number(amount), list.currency, lang);
  if (items.length === 0) return null;
  return (
    <DataTable
      caption={title}
      columns={[t('colName'), t('colUnit'), t('colBase'), t('colToday'), t('colPeriods')]}
    >
      {items.map((item) => (
        <tr key={item.key} data-price={item.key}>
          <td>
            {item.name[lang]} <span className={styles.mono}>{item.code}</span>
          </td>
          <td>{item.unit === 'day' ? t('perDay') : t('perRental')}</td>
          <td>{money(item.baseAmount)}</td>
          <td>{money(item.todayAmount)}</td>
          <td>
            {item.periods.length === 0 ? (
              <span className={styles.muted}>{t('noPeriods')}</span>
            ) : (
              <ul className={styles.noteList}>
                {item.periods.map((period) => {
                  const label = t('periodRange', {
                    from: period.startsOn,
                    to: period.endsOn,
                    amount: money(period.amount),
                  });
                  return (
                    <li key={period.id} data-period={period.id}>
                      {period.withdrawnAt ? <s>{label}</s> : label}{' '}
                      {period.withdrawnAt && <span className={styles.tag}>{t('withdrawn')}</span>}
                      {period.inEffectToday && <span className={styles.tag}>{t('inEffect')}</span>}
                      {!period.withdrawnAt && (
                        <WithdrawPeriod store={list.store.code} periodId={period.id} label={label} />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The store's cars, packages' charge items and extras, each with its base price and periods. */
export function PriceTables({ list }: { list: PriceList }) {
  const t = useTranslations('ops.prices');
  const lang = useLocale() as Lang;
  return (
    <section aria-labelledby="ops-prices-list" className={styles.card}>
      <h2 id="ops-prices-list" className={styles.subtitle}>
        {t('listTitle', { store: list.store.name[lang] })}
      </h2>
      <p className={styles.lead}>{t('lead', { today: list.today, currency: list.currency })}</p>
      <PriceTable title={t('cars')} items={list.cars} list={list} />
      {list.packages.map((pkg) => (
        <PriceTable
          key={pkg.id}
          title={t('packageItems', { name: pkg.name[lang] })}
          items={pkg.items}
          list={list}
        />
      ))}
      <PriceTable title={t('extras')} items={list.extras} list={list} />
    </section>
  );
}
