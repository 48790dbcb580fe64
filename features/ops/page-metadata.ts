import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

export type OpsPage =
  'login' | 'setup' | 'orders' | 'order' | 'desk' | 'refunds' | 'fleet' | 'prices' | 'marketing' | 'staff';

/** The back office is staff's own: kept out of search engines' indexes. */
export async function opsMetadata(lang: Lang, page: OpsPage): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'ops.meta' });
  return { title: t(page), robots: { index: false, follow: false } };
}
