import type { MetadataRoute } from 'next';
import { LANG_TAG, LANGS } from '@/lib/i18n/locales';
import { localizedPath, siteOrigin } from '@/lib/site/seo';

/** Public pages in every language, each listing its translations as hreflang alternates. */
const PUBLIC_PATHS = [
  '/',
  '/about_us',
  '/news',
  '/recruit',
  '/contact',
  '/user_agreement',
  '/privacy_policy',
  '/rent_rules/US',
  '/rent_rules/NZ',
  '/rent_rules/TH',
  '/article/payment_refund_policy',
  '/introduce/zzyc',
  '/introduce/zzycp',
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  return PUBLIC_PATHS.flatMap((path) =>
    LANGS.map((lang) => ({
      url: `${origin}${localizedPath(lang, path)}`,
      changeFrequency: path === '/' || path === '/news' ? ('daily' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.6,
      alternates: {
        languages: Object.fromEntries(
          LANGS.map((other) => [LANG_TAG[other], `${origin}${localizedPath(other, path)}`]),
        ),
      },
    })),
  );
}
