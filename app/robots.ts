import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site/seo';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    // Personal pages (orders, payment, coupons) are of no use in search results.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/*/order', '/*/*/payment', '/*/*/user/'] }],
    sitemap: `${await siteOrigin()}/sitemap.xml`,
  };
}
