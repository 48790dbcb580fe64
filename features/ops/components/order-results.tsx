import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import { searchQueryString } from '../search-query';
import type { OpsOrderPage, OrderSearchValues } from '../types';
import { DataTable, Pager } from './data-table';
import styles from './ops.module.css';

/**
 * The orders found, newest first, one page at a time; each number opens the order's file. Pick-up
 * times are the store's wall times, as the API gives them.
 */
export function OrderResults({ result, search }: { result: OpsOrderPage; search: OrderSearchValues }) {
  const t = useTranslations('ops.orders');
  const tStatus = useTranslations('orders.status');
  const tRefund = useTranslations('orders.refundStatus');
  const lang = useLocale() as Lang;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const pageHref = (page: number) => {
    const query = searchQueryString({ ...search, page });
    return query ? `/ops/orders?${query}` : '/ops/orders';
  };
  if (result.lines.length === 0) {
    return (
      <p role="status" className={styles.lead}>
        {t('none')}
      </p>
    );
  }
  return (
    <section aria-labelledby="ops-results-title">
      <h2 id="ops-results-title" className={styles.subtitle}>
        {t('results', { count: result.total })}
      </h2>
      <DataTable
        columns={[
          t('columns.number'),
          t('columns.status'),
          t('columns.pickup'),
          t('columns.driver'),
          t('columns.contact'),
          t('columns.total'),
        ]}
      >
        {result.lines.map((line) => (
          <tr key={line.tradeNo} data-trade-no={line.tradeNo}>
            <td>
              <Link href={`/ops/orders/${line.tradeNo}`} className={styles.mono}>
                {line.tradeNo}
              </Link>
              <div className={styles.muted}>{line.car}</div>
            </td>
            <td>
              {tStatus(line.status)}
              {line.refundStatus && <div className={styles.muted}>{tRefund(line.refundStatus)}</div>}
            </td>
            <td>
              <span className={styles.mono}>{line.storeCode}</span> {line.pickupWallTime}
            </td>
            <td>{line.driverName}</td>
            <td>
              {line.contactName}
              <div className={styles.muted}>{line.contactPhone}</div>
              <div className={styles.muted}>{line.contactEmail}</div>
            </td>
            <td>{formatMoney(line.total.amount, line.total.currency, lang)}</td>
          </tr>
        ))}
      </DataTable>
      <Pager
        page={result.page}
        pages={pages}
        href={pageHref}
        words={{
          label: t('pages'),
          previous: t('previous'),
          next: t('next'),
          position: t('pageOf', { page: result.page, pages }),
        }}
      />
    </section>
  );
}
