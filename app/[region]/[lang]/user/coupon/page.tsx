import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { getCurrentUserQueryOptions } from '@/features/account/api/get-current-user';
import { AccountPage } from '@/features/account/components/account-page';
import { CouponWallet } from '@/features/coupons/components/coupon-wallet';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { redirect } from '@/lib/site/i18n/navigation';
import { alternates } from '@/lib/site/seo';
import { COOKIES } from '@/lib/cookies';
import { siteParams, type SiteParams } from '../../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams> };

const PATH = '/user/coupon';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'coupons' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: alternates(lang, PATH),
    robots: { index: false, follow: false },
  };
}

/** The user's coupon wallet; a guest is sent to log in and brought back here. */
export default async function CouponPage({ params }: Props) {
  const { lang } = await siteParams(params);
  setRequestLocale(lang);
  const hasToken = !!(await cookies()).get(COOKIES.auth)?.value;
  const user = await getServerQueryClient().fetchQuery(
    getCurrentUserQueryOptions(serverApiFor(lang), hasToken),
  );
  if (!user) redirect({ href: `/login?return_to=${encodeURIComponent(PATH)}`, locale: lang });
  const t = await getTranslations('coupons');
  return (
    <AccountPage title={t('title')}>
      <QueryProvider>
        <CouponWallet />
      </QueryProvider>
    </AccountPage>
  );
}
