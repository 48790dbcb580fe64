import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

/** The order pages are one traveller's: kept out of search engines' indexes. */
export async function ordersMetadata(lang: Lang, page: 'query' | 'list' | 'detail' | 'change'): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'orders.meta' });
  return { title: t(page), robots: { index: false, follow: false } };
}
