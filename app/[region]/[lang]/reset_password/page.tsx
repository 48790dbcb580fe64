import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountForm } from '@/features/account/components/account-form';
import { AccountPage } from '@/features/account/components/account-page';
import { accountMetadata } from '@/features/account/page-metadata';
import { siteParams, type SiteParams } from '../params';

// The same for every visitor: kept and served from cache (see the [lang] layout).
export const revalidate = 300;

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata((await siteParams(params)).lang, 'reset', '/reset_password');
}

export default async function ResetPasswordPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.reset')}>
      <AccountForm mode="reset" lang={lang} />
    </AccountPage>
  );
}
