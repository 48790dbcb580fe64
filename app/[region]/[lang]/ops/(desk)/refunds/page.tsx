import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getRefundQueueQueryOptions } from '@/features/ops/api/get-refund-queue';
import styles from '@/features/ops/components/ops.module.css';
import { RefundQueue } from '@/features/ops/components/refund-queue';
import { opsMetadata } from '@/features/ops/page-metadata';
import { pageOf, toQueueName } from '@/features/ops/search-query';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OneQuery } from '../../_components/one-query';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the queue.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'refunds');
}

/** /ops/refunds: the refund queue (open, refunding, closed) and its moves. */
export default async function OpsRefundsPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  await requireStaff(lang, 'refunds.manage');
  const queue = toQueueName(query);
  const page = pageOf(query);
  const options = getRefundQueueQueryOptions(serverApiFor(lang), queue, page);
  const [t, result] = await Promise.all([
    getTranslations('ops.refunds'),
    getServerQueryClient().fetchQuery(options),
  ]);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <OneQuery queryKey={options.queryKey} data={result}>
        <RefundQueue queue={queue} page={page} />
      </OneQuery>
    </OpsMain>
  );
}
