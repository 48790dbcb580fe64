import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LinkBuilder } from '@/features/ops/components/link-builder';
import { MarketingNav } from '@/features/ops/components/marketing-nav';
import styles from '@/features/ops/components/ops.module.css';
import { marketingMetadata } from '@/features/ops/marketing-metadata';
import { toLinkStores } from '@/features/ops/to-site-marketing';
import { DEFAULT_STORE, defaultRentInfo } from '@/lib/rent-info/codec';
import { storeLookupFromConfig } from '@/lib/rent-info/store-lookup';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { siteOrigin } from '@/lib/site/seo';
import { siteParams, type SiteParams } from '../../../../params';
import { OpsMain } from '../../../_components/ops-main';
import { requireStaff } from '../../../_components/staff-access';

// Rendered for each request: it reads the staff session.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata((await siteParams(params)).lang, 'links');
}

/** 'YYYY-MM-DD HH:mm' → the builder's 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
const local = (wallTime: string) => wallTime.replace(' ', 'T');

/**
 * /ops/marketing/links (marketing.manage): the deep-link builder. Its links point at the site's
 * configured origin (SITE_URL; lib/site/seo.ts), and its default search is the site's own.
 */
export default async function OpsLinksPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  await requireStaff(lang, 'marketing.manage');
  const [t, config, origin] = await Promise.all([
    getTranslations('ops.links'),
    getServerGlobalConfig(),
    siteOrigin(),
  ]);
  const lookup = storeLookupFromConfig(config.storeInfo);
  const stores = toLinkStores(config, lang);
  const storeFacts = stores.flatMap((store) => lookup(store.code) ?? []);
  const first = lookup(DEFAULT_STORE) ?? storeFacts[0];
  const search = first && defaultRentInfo({ now: new Date(), store: first });
  return (
    <OpsMain>
      <MarketingNav />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {search && (
        <LinkBuilder
          origin={origin}
          stores={stores}
          storeFacts={storeFacts}
          initial={{
            pickup: search.pickup_location,
            from: local(search.pickup_date_time),
            to: local(search.drop_off_date_time),
          }}
        />
      )}
    </OpsMain>
  );
}
