import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

/** One traveller's order: kept out of search engines' indexes. */
export async function orderMetadata(lang: Lang, page: 'payment' | 'result' | 'lookup'): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'bookingResult.meta' });
  return { title: t(page), robots: { index: false, follow: false } };
}
