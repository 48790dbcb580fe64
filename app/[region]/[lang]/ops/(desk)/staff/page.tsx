import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStaffListQueryOptions } from '@/features/ops/api/get-staff-list';
import styles from '@/features/ops/components/ops.module.css';
import { StaffAdmin } from '@/features/ops/components/staff-admin';
import { opsMetadata } from '@/features/ops/page-metadata';
import { toStoreChoices } from '@/features/ops/to-site';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OneQuery } from '../../_components/one-query';
import { OpsMain } from '../../_components/ops-main';
import { requireStaff } from '../../_components/staff-access';

// Rendered for each request: it reads the staff session and the staff list.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'staff');
}

/** /ops/staff (administrators): the staff, adding and changing them. */
export default async function OpsStaffPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  await requireStaff(lang, 'staff.manage');
  const options = getStaffListQueryOptions(serverApiFor(lang));
  const [t, list, config] = await Promise.all([
    getTranslations('ops.staff'),
    getServerQueryClient().fetchQuery(options),
    getServerGlobalConfig(),
  ]);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title')}</h1>
      <OneQuery queryKey={options.queryKey} data={list}>
        <StaffAdmin stores={toStoreChoices(config, lang)} />
      </OneQuery>
    </OpsMain>
  );
}
