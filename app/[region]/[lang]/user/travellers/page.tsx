import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSavedPeopleQueryOptions } from '@/features/account/api/get-saved-people';
import { AccountPage } from '@/features/account/components/account-page';
import { SavedPeople } from '@/features/account/components/travellers/saved-people';
import { accountMetadata } from '@/features/account/page-metadata';
import { ApiClientError } from '@/lib/site/api/errors';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { redirect } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import { COOKIES } from '@/lib/cookies';
import { siteParams, type SiteParams } from '../../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

const PATH = '/user/travellers';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata((await siteParams(params)).lang, 'travellers', PATH);
}

/** To the login, which comes back here. */
const toLogin = (lang: Lang) =>
  redirect({ href: { pathname: '/login', query: { return_to: PATH } }, locale: lang });

/** A logged-in user's saved drivers and contacts; a guest (or an expired session) logs in first. */
export default async function TravellersPage({ params }: Props) {
  const [{ lang }, jar] = await Promise.all([siteParams(params), cookies()]);
  setRequestLocale(lang);
  if (!jar.get(COOKIES.auth)?.value) return toLogin(lang);
  let lists;
  try {
    lists = await getServerQueryClient().fetchQuery(getSavedPeopleQueryOptions(serverApiFor(lang)));
  } catch (error) {
    if (error instanceof ApiClientError && error.reason === 'unauthorized') return toLogin(lang);
    throw error;
  }
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.travellers')}>
      <SavedPeople drivers={lists.drivers} contacts={lists.contacts} />
    </AccountPage>
  );
}
