import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSetupInfoQueryOptions } from '@/features/ops/api/get-setup-info';
import styles from '@/features/ops/components/ops.module.css';
import { SetupForm } from '@/features/ops/components/setup-form';
import { opsMetadata } from '@/features/ops/page-metadata';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { Link } from '@/lib/site/i18n/navigation';
import { siteParams, type SiteParams } from '../../params';
import { OpsMain } from '../_components/ops-main';

// Rendered for each request: it reads the set-up link in the address.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'setup');
}

/** /ops/setup?token=…: a new member (or one given a new link) chooses their password. */
export default async function OpsSetupPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  const token = typeof query.token === 'string' ? query.token : '';
  const [t, tErrors] = await Promise.all([getTranslations('ops.setup'), getTranslations('errors')]);
  const info =
    token.length >= 16 && token.length <= 128
      ? await getServerQueryClient().fetchQuery(getSetupInfoQueryOptions(serverApiFor(lang), token))
      : null;
  return (
    <OpsMain narrow>
      <h1 className={styles.title}>{t('title')}</h1>
      {info ? (
        <>
          <p className={styles.lead}>{t('lead', { name: info.name, email: info.email })}</p>
          <SetupForm token={token} />
        </>
      ) : (
        <>
          <p role="alert" className={styles.error}>
            {tErrors('staff_setup_invalid')}
          </p>
          <p>
            <Link href="/ops/login">{t('toLogin')}</Link>
          </p>
        </>
      )}
    </OpsMain>
  );
}
