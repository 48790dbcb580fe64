import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { alternates } from '@/lib/site/seo';

/** The account pages are not for search engines. */
export async function accountMetadata(
  lang: Lang,
  page: 'login' | 'register' | 'reset' | 'travellers',
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return {
    title: t(`title.${page}`),
    alternates: alternates(lang, path),
    robots: { index: false, follow: false },
  };
}
