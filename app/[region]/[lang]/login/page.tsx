import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginTabs } from '@/features/account/components/login-tabs';
import { AccountPage } from '@/features/account/components/account-page';
import { accountMetadata } from '@/features/account/page-metadata';
import { safeReturnPath } from '@/lib/payment/return-to';
import { siteParams, type SiteParams } from '../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams>; searchParams: Promise<{ return_to?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata((await siteParams(params)).lang, 'login', '/login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const [{ lang }, query] = await Promise.all([siteParams(params), searchParams]);
  // Where a page that needs a login sent the user from (a path on this site only).
  const returnTo = safeReturnPath(typeof query.return_to === 'string' ? query.return_to : undefined);
  setRequestLocale(lang);
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.login')}>
      <LoginTabs lang={lang} returnTo={returnTo} />
    </AccountPage>
  );
}
