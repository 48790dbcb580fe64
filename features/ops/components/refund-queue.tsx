'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import { useRefundQueue } from '../api/get-refund-queue';
import { REFUND_QUEUES } from '../search-query';
import type { RefundQueueName } from '../types';
import { DataTable, minorMoney, Pager } from './data-table';
import { Instant } from './instant';
import styles from './ops.module.css';
import { RefundMoves } from './refund-moves';

const queueHref = (queue: RefundQueueName, page = 1) =>
  `/ops/refunds${queue === 'open' && page === 1 ? '' : `?queue=${queue}${page > 1 ? `&page=${page}` : ''}`}`;

/**
 * The refund queue: open requests oldest first with their age against the 2-3 day review (overdue
 * past 72 hours), those being paid back, and the closed ones. Each line opens its order and offers
 * the moves its status allows; a move reads the queue again.
 */
export function RefundQueue({ queue, page }: { queue: RefundQueueName; page: number }) {
  const t = useTranslations('ops.refunds');
  const tRefund = useTranslations('orders.refundStatus');
  const lang = useLocale() as Lang;
  const result = useRefundQueue(queue, page);
  const [done, setDone] = useState('');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <>
      <nav aria-label={t('queues')} className={styles.tabs}>
        <ul>
          {REFUND_QUEUES.map((name) => (
            <li key={name}>
              <Link href={queueHref(name)} aria-current={name === queue ? 'page' : undefined}>
                {t(`queue.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" aria-live="polite" className={styles.notice}>
        {done}
      </p>
      {result.lines.length === 0 ? (
        <p className={styles.lead}>{t('empty')}</p>
      ) : (
        <DataTable
          caption={t('count', { count: result.total })}
          columns={[
            t('columns.order'),
            t('columns.contact'),
            t('columns.status'),
            t('columns.amount'),
            t('columns.applied'),
            t('columns.moves'),
          ]}
        >
          {result.lines.map(({ refund, contactName, ageHours, overdue }) => (
            <tr key={`${refund.tradeNo}-${refund.createdAt}`} data-trade-no={refund.tradeNo}>
              <td>
                <Link href={`/ops/orders/${refund.tradeNo}`} className={styles.mono}>
                  {refund.tradeNo}
                </Link>
              </td>
              <td>{contactName}</td>
              <td>{tRefund(refund.status)}</td>
              <td>{minorMoney(refund.refund, lang)}</td>
              <td>
                <Instant value={refund.createdAt} />
                <div>
                  {t('age', { days: Math.floor(ageHours / 24), hours: ageHours % 24 })}{' '}
                  {overdue && <span className={styles.badge}>{t('overdue')}</span>}
                </div>
              </td>
              <td>
                <RefundMoves tradeNo={refund.tradeNo} moves={refund.moves} onDone={setDone} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(to) => queueHref(queue, to)}
        words={{
          label: t('pages'),
          previous: t('previous'),
          next: t('next'),
          position: t('pageOf', { page, pages }),
        }}
      />
    </>
  );
}
