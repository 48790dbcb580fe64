import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPriceListQueryOptions } from '@/features/ops/api/get-price-list';
import styles from '@/features/ops/components/ops.module.css';
import { PriceDesk } from '@/features/ops/components/price-desk';
import { StorePicker } from '@/features/ops/components/store-picker';
import { opsMetadata } from '@/features/ops/page-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OneQuery } from '../../_components/one-query';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the store's prices.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'prices');
}

/** /ops/prices (administrators): a store's prices, their periods, the edits and their history. */
export default async function OpsPricesPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  await requireStaff(lang, 'prices.manage');
  const [t, config] = await Promise.all([getTranslations('ops.prices'), getServerGlobalConfig()]);
  const stores = toStoreChoices(config, lang);
  // An unknown ?store= falls back to the first store rather than failing the page.
  const asked = typeof query.store === 'string' ? query.store.toUpperCase() : '';
  const store = stores.find((choice) => choice.code === asked)?.code ?? stores[0]?.code ?? '';
  const options = getPriceListQueryOptions(serverApiFor(lang), store);
  const list = await getServerQueryClient().fetchQuery(options);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <StorePicker
        id="ops-prices-store"
        stores={stores}
        current={store}
        labels={{ form: t('storePicker'), store: t('store'), submit: t('show') }}
      />
      <OneQuery queryKey={options.queryKey} data={list}>
        <PriceDesk store={store} />
      </OneQuery>
    </OpsMain>
  );
}
