import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LoginFlow } from '@/features/ops/components/login-flow';
import { opsMetadata } from '@/features/ops/page-metadata';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams, type SiteParams } from '../../params';
import { OpsMain } from '../_components/ops-main';
import { staffAccess } from '../_components/staff-access';

// Rendered for each request: it reads the staff session (a signed-in member goes straight in).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ ready?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'login');
}

/** /ops/login: the password, then the second factor (enrolled the first time). */
export default async function OpsLoginPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  setRequestLocale(lang);
  if ((await staffAccess(lang)).kind === 'staff') redirect({ href: '/ops/orders', locale: lang });
  return (
    <OpsMain narrow>
      <LoginFlow ready={query.ready === '1'} />
    </OpsMain>
  );
}
