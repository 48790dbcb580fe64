import { notFound } from 'next/navigation';
import { isLang, isRegion, regionOfLang, type Lang, type Region } from '@/lib/i18n/locales';

export type SiteParams = { region: string; lang: string };

/** The route's region and language, or a 404 when the pair is not one the site serves. */
export async function siteParams(params: Promise<SiteParams>): Promise<{ region: Region; lang: Lang }> {
  const { region, lang } = await params;
  if (!isRegion(region) || !isLang(lang) || regionOfLang(lang) !== region) notFound();
  return { region, lang };
}
