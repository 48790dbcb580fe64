import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';

/** The marketing section's pages other than the report, each titled from its own messages. */
export type MarketingPage = 'campaigns' | 'bannersAdmin' | 'links';

/** Kept out of search engines' indexes, like every back-office page (page-metadata.ts). */
export async function marketingMetadata(lang: Lang, page: MarketingPage): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: `ops.${page}` });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}
