import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getFleetQueryOptions } from '@/features/ops/api/get-fleet';
import { FleetDesk } from '@/features/ops/components/fleet-desk';
import { StorePicker } from '@/features/ops/components/store-picker';
import styles from '@/features/ops/components/ops.module.css';
import { opsMetadata } from '@/features/ops/page-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { rolesSeeAllStores } from '@/lib/ops/roles';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OneQuery } from '../../_components/one-query';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the store's fleet.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'fleet');
}

/** /ops/fleet (fleet.manage): a store's cars and units, their bookings and blocks, and the changes. */
export default async function OpsFleetPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  const session = await requireStaff(lang, 'fleet.manage');
  const [t, config] = await Promise.all([getTranslations('ops.fleet'), getServerGlobalConfig()]);
  // A store role picks among its own stores only; the API refuses any other.
  const all = rolesSeeAllStores(session.member.roles);
  const stores = toStoreChoices(config, lang).filter(
    (choice) => all || session.member.storeCodes.includes(choice.code),
  );
  const asked = typeof query.store === 'string' ? query.store.toUpperCase() : '';
  const store = stores.find((choice) => choice.code === asked)?.code ?? stores[0]?.code;
  if (!store) {
    return (
      <OpsMain>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('noStores')}</p>
      </OpsMain>
    );
  }
  const options = getFleetQueryOptions(serverApiFor(lang), store);
  const fleet = await getServerQueryClient().fetchQuery(options);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <StorePicker
        id="ops-fleet-store"
        stores={stores}
        current={store}
        labels={{ form: t('storePicker'), store: t('store'), submit: t('show') }}
      />
      <OneQuery queryKey={options.queryKey} data={fleet}>
        <FleetDesk store={store} />
      </OneQuery>
    </OpsMain>
  );
}
