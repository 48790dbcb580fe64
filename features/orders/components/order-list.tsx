'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useId } from 'react';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { errorMessageKey } from '@/lib/site/i18n/api-error-message';
import { Link } from '@/lib/site/i18n/navigation';
import { useDeleteOrder } from '../api/delete-order';
import { ORDER_LIST_PAGE_SIZE, useOrderList } from '../api/get-order-list';
import { orderListPlace } from '../list-place';
import type { OrderListTab } from '../types';
import { OrderCard } from './order-card';
import styles from './order-list.module.css';

const TABS: OrderListTab[] = ['all', 'refund'];

const tabHref = (tab: OrderListTab, page = 1) => {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/order?${text}` : '/order';
};

/**
 * /order: the traveller's orders, newest first, ten a page, in two tabs (all orders; refund and
 * after-sales). The tab and the page are in the URL, so Back and a shared link keep them.
 */
export function OrderList() {
  const t = useTranslations('orders.list');
  const tErrors = useTranslations('errors');
  const params = useSearchParams();
  const headingId = useId();
  const { tab, page } = orderListPlace(params);
  // Filled by the page's server render: shown at once, read again when an order changes.
  const list = useOrderList(tab, page);
  const remove = useDeleteOrder();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ORDER_LIST_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('title')}
      </h1>
      <nav aria-label={t('tabsLabel')} className={styles.tabs}>
        {TABS.map((value) => (
          <Link
            key={value}
            href={tabHref(value)}
            className={value === tab ? styles.currentTab : styles.tab}
            aria-current={value === tab ? 'page' : undefined}
          >
            {t(`tabs.${value}`)}
          </Link>
        ))}
      </nav>
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {tErrors(errorMessageKey(remove.error))}
        </p>
      )}
      {list.isPending && (
        <p role="status" className={styles.status}>
          {t('loading')}
        </p>
      )}
      {list.isError && (
        <div role="alert" className={styles.failed}>
          <p>{t('failed')}</p>
          <button
            type="button"
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            onClick={() => void list.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      )}
      {list.data && list.data.orders.length === 0 && (
        <div className={styles.empty}>
          <p>{t(tab === 'refund' ? 'emptyRefund' : 'empty')}</p>
          <p>
            <Link href="/">{t('book')}</Link> · <Link href="/query">{t('find')}</Link>
          </p>
        </div>
      )}
      {list.data && list.data.orders.length > 0 && (
        <>
          <ul className={styles.list} aria-busy={list.isFetching}>
            {list.data.orders.map((order) => (
              <li key={order.tradeNo}>
                <OrderCard
                  order={order}
                  deleting={remove.isPending && remove.variables === order.tradeNo}
                  onDelete={() => remove.mutate(order.tradeNo)}
                />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('pagesLabel')} className={styles.pager}>
              {page > 1 ? <Link href={tabHref(tab, page - 1)}>{t('previous')}</Link> : <span />}
              <span>{t('page', { page, pages })}</span>
              {page < pages ? <Link href={tabHref(tab, page + 1)}>{t('next')}</Link> : <span />}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
