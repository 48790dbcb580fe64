import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginTabs } from '@/features/account/components/login-tabs';
import { AccountPage } from '@/features/account/components/account-page';
import { accountMetadata } from '@/features/account/page-metadata';
import { siteParams, type SiteParams } from '../params';

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata((await siteParams(params)).lang, 'login', '/login');
}

export default async function LoginPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.login')}>
      <LoginTabs lang={lang} />
    </AccountPage>
  );
}
