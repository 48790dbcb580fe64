import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCouponCampaignsQueryOptions } from '@/features/ops/api/get-coupon-campaigns';
import { CampaignDesk } from '@/features/ops/components/campaign-desk';
import { MarketingNav } from '@/features/ops/components/marketing-nav';
import styles from '@/features/ops/components/ops.module.css';
import { marketingMetadata } from '@/features/ops/marketing-metadata';
import { toMarketingChoices } from '@/features/ops/to-site-marketing';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../../params';
import { OneQuery } from '../../../_components/one-query';
import { OpsMain } from '../../../_components/ops-main';
import { requireStaff } from '../../../_components/staff-access';

// Rendered for each request: it reads the staff session and the campaigns' uses as they are now.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return marketingMetadata((await siteParams(params)).lang, 'campaigns');
}

/** /ops/marketing/coupons (marketing.manage): the coupon campaigns, their uses, new ones, pause and resume. */
export default async function OpsCouponsPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  await requireStaff(lang, 'marketing.manage');
  const options = getCouponCampaignsQueryOptions(serverApiFor(lang));
  const [t, config, list] = await Promise.all([
    getTranslations('ops.campaigns'),
    getServerGlobalConfig(),
    getServerQueryClient().fetchQuery(options),
  ]);
  return (
    <OpsMain>
      <MarketingNav />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <OneQuery queryKey={options.queryKey} data={list}>
        <CampaignDesk choices={toMarketingChoices(config, lang)} />
      </OneQuery>
    </OpsMain>
  );
}
