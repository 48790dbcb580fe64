import { getTranslations } from 'next-intl/server';
import { getOrderSearchQueryOptions } from '@/features/ops/api/get-order-search';
import { OrderResults } from '@/features/ops/components/order-results';
import { OrderSearchForm } from '@/features/ops/components/order-search-form';
import styles from '@/features/ops/components/ops.module.css';
import { pageOf, toSearchValues } from '@/features/ops/search-query';
import { toStoreChoices } from '@/features/ops/to-site';
import type { Lang } from '@/lib/i18n/locales';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { OpsMain } from './ops-main';
import { requireStaff } from './staff-access';

export type SearchQuery = Record<string, string | string[] | undefined>;

/** /ops and /ops/orders: the search (in the address) and its results, read on the server. */
export async function OrdersSearchPage({ lang, query }: { lang: Lang; query: SearchQuery }) {
  await requireStaff(lang, 'orders.read');
  const values = toSearchValues(query);
  const page = pageOf(query);
  const [t, result, config] = await Promise.all([
    getTranslations('ops.orders'),
    getServerQueryClient().fetchQuery(getOrderSearchQueryOptions(serverApiFor(lang), { ...values, page })),
    getServerGlobalConfig(),
  ]);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <OrderSearchForm key={JSON.stringify(values)} values={values} stores={toStoreChoices(config, lang)} />
      <OrderResults result={result} search={values} />
    </OpsMain>
  );
}
