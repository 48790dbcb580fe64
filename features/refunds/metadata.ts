import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

/** A traveller's own refund pages: kept out of search engines' indexes. */
export async function refundMetadata(lang: Lang, page: 'apply' | 'list' | 'progress'): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'refunds.meta' });
  return { title: t(page), robots: { index: false, follow: false } };
}
