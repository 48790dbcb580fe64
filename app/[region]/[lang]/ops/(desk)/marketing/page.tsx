import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCampaignReportQueryOptions } from '@/features/ops/api/get-campaign-report';
import { CampaignReportChart } from '@/features/ops/components/campaign-report-chart';
import { CampaignReportForm } from '@/features/ops/components/campaign-report-form';
import { CampaignReportTable } from '@/features/ops/components/campaign-report-table';
import { MarketingNav } from '@/features/ops/components/marketing-nav';
import styles from '@/features/ops/components/ops.module.css';
import { opsMetadata } from '@/features/ops/page-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { opsReportQuerySchema, reportRangeProblem } from '@/lib/api/contract/ops-report';
import { publicEnv } from '@/lib/env';
import { apiBaseUrl } from '@/lib/site/api/config';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the report.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The report's default range: the last 30 UTC days, today included. */
const DEFAULT_DAYS = 30;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function defaultRange() {
  const now = Date.now();
  return { from: utcDate(now - (DEFAULT_DAYS - 1) * 86_400_000), to: utcDate(now) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'marketing');
}

/**
 * /ops/marketing (marketing and administrators): the campaign report over a range of UTC dates and
 * an optional store, as a chart and a table, with its CSV download.
 */
export default async function OpsMarketingPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  await requireStaff(lang, 'marketing.manage');
  const [t, config] = await Promise.all([getTranslations('ops.report'), getServerGlobalConfig()]);
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const range = defaultRange();
  const values = {
    from: text('from') || range.from,
    to: text('to') || range.to,
    store: text('store'),
  };
  const parsed = opsReportQuerySchema.safeParse(values);
  const problem = parsed.success ? reportRangeProblem(parsed.data.from, parsed.data.to) : 'invalid';
  const filter = parsed.success && !problem ? parsed.data : undefined;
  const report = filter
    ? await getServerQueryClient().fetchQuery(getCampaignReportQueryOptions(serverApiFor(lang), filter))
    : undefined;

  // The CSV is the API's own answer: a link to it carries the staff cookie (same site).
  const host = (await headers()).get('host')?.split(':')[0] ?? '';
  const csvHref = filter
    ? `${apiBaseUrl(host, publicEnv().NEXT_PUBLIC_API_ORIGIN)}/ops/report/campaigns.csv?${new URLSearchParams(
        Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )}`
    : undefined;

  return (
    <OpsMain>
      <MarketingNav />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('whatCounts')}</p>
      <CampaignReportForm values={values} stores={toStoreChoices(config, lang)} problem={problem} />
      {report && (
        <>
          <CampaignReportChart report={report} />
          <CampaignReportTable report={report} />
          {csvHref && (
            <p>
              <a href={csvHref} download>
                {t('csv')}
              </a>
            </p>
          )}
        </>
      )}
    </OpsMain>
  );
}
