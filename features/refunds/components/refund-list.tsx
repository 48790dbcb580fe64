'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Money } from '@/components/money';
import { Link } from '@/lib/site/i18n/navigation';
import { REFUND_PAGE_SIZE, useRefundList } from '../api/get-refund-list';
import { refundProgressHref } from '../routes';
import { useStoreTime } from '../store-time';
import { LoadFailed } from './load-failed';
import styles from './refunds.module.css';

/** /order/refund: the visitor's refunds, newest first, a page at a time, each dated on its store's clock. */
export function RefundList() {
  const t = useTranslations('refunds');
  const storeTime = useStoreTime();
  const [page, setPage] = useState(1);
  const list = useRefundList(page);

  if (list.isPending) return <p role="status">{t('loading')}</p>;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const { refunds, total } = list.data;
  if (total === 0) return <p className={styles.card}>{t('list.empty')}</p>;
  const pages = Math.max(1, Math.ceil(total / REFUND_PAGE_SIZE));

  return (
    <>
      <ul className={styles.list}>
        {refunds.map((refund) => (
          <li key={`${refund.tradeNo}-${refund.createdAt}`} className={`${styles.card} ${styles.item}`}>
            <div>
              <p>
                <strong>{t('list.order', { tradeNo: refund.tradeNo })}</strong>
              </p>
              <p className={styles.status}>{t(`status.${refund.status}`)}</p>
              <p className={styles.hint}>
                {t('list.requested', { when: storeTime(refund.createdAt, refund.storeClock) })}
              </p>
            </div>
            <div>
              <p>
                {t('amounts.refund')}: <Money value={refund.amounts.refund} />
              </p>
              <Link href={refundProgressHref(refund.tradeNo)}>
                {t('list.view')}
                <span className="visually-hidden"> {refund.tradeNo}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('list.pagination')}>
          <button
            type="button"
            className={styles.secondary}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('list.previous')}
          </button>
          <span>{t('list.page', { page, pages })}</span>
          <button
            type="button"
            className={styles.secondary}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('list.next')}
          </button>
        </nav>
      )}
    </>
  );
}
