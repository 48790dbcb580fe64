import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getBannerConfigsQueryOptions } from '@/features/ops/api/get-banner-configs';
import { BannerDesk } from '@/features/ops/components/banner-desk';
import { MarketingNav } from '@/features/ops/components/marketing-nav';
import styles from '@/features/ops/components/ops.module.css';
import { marketingMetadata } from '@/features/ops/marketing-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../../params';
import { OneQuery } from '../../../_components/one-query';
import { OpsMain } from '../../../_components/ops-main';
import { requireStaff } from '../../../_components/staff-access';

// Rendered for each request: it reads the staff session and the banners as they are now.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata((await siteParams(params)).lang, 'bannersAdmin');
}

/** /ops/marketing/banners (marketing.manage): the banners, their schedules, new ones and edits. */
export default async function OpsBannersPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  await requireStaff(lang, 'marketing.manage');
  const options = getBannerConfigsQueryOptions(serverApiFor(lang));
  const [t, config, list] = await Promise.all([
    getTranslations('ops.bannersAdmin'),
    getServerGlobalConfig(),
    getServerQueryClient().fetchQuery(options),
  ]);
  return (
    <OpsMain>
      <MarketingNav />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <OneQuery queryKey={options.queryKey} data={list}>
        <BannerDesk stores={toStoreChoices(config, lang)} />
      </OneQuery>
    </OpsMain>
  );
}
