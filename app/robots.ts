import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

export default function robots(): MetadataRoute.Robots {
  return {
    // Personal pages (orders, payment, coupons) are of no use in search results.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/*/order', '/*/*/payment', '/*/*/user/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
