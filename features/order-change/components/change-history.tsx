'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Money } from '@/components/money';
import { formatDateTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { useChangeList } from '../api/get-change-list';
import type { OrderCurrencies } from '../types';
import { ChangedFields } from './changed-fields';
import styles from './change.module.css';

type Props = {
  tradeNo: string;
  currencies: OrderCurrencies;
  /** the pick-up store's clock, on which the times are told */
  clock: { zone: string; city: string };
};

/** The order's changes, oldest first: when, what changed, the old and new totals, the fee, the refund. */
export function ChangeHistory({ tradeNo, currencies, clock }: Props) {
  const t = useTranslations('orders');
  const lang = useLocale() as Lang;
  const headingId = useId();
  const list = useChangeList(tradeNo, currencies);
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="change-history">
      <h2 id={headingId} className={styles.heading}>
        {t('change.history.title')}
      </h2>
      {/* On a phone the table scrolls sideways: the keyboard can reach and scroll it too. */}
      <div className={styles.tableWrap} role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('change.history.at')}</th>
              <th scope="col">{t('change.history.what')}</th>
              <th scope="col">{t('change.history.total')}</th>
              <th scope="col">{t('change.history.fee')}</th>
              <th scope="col">{t('change.history.refunded')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((record) => (
              <tr key={record.id} data-testid="change-record">
                <td>
                  {t('detail.storeTime', {
                    time: formatDateTime(record.at, clock.zone, lang),
                    city: clock.city,
                  })}
                </td>
                <td>
                  <ChangedFields fields={record.changed} />
                </td>
                <td>
                  <Money value={record.oldTotal} /> → <Money value={record.newTotal} />
                </td>
                <td>{record.fee.amount === 0 ? t('change.free') : <Money value={record.fee} />}</td>
                <td>{record.refunded.amount === 0 ? '—' : <Money value={record.refunded} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
