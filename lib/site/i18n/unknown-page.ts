/**
 * Page addresses that are a 404 whatever the data says, known from the address alone, so proxy.ts
 * can send them to Next's own 404 route (app/not-found.tsx) before a page throws notFound(): a
 * thrown notFound() is answered with Next's empty error shell, the page drawn only by the
 * browser's scripts (vercel/next.js#62228, #98954), while the 404 route is rendered on the server.
 * No Next imports: unit-tested in tests/unit/unknown-page.test.ts.
 */
import { BOOKING_CHANNELS } from '@/lib/booking-rules/channels';
import { CMS_INTRO_KEYS, INTRODUCE_PRODUCTS, RENT_RULE_COUNTRIES } from '@/lib/cms-keys';

/**
 * The pages of app/[region]/[lang] one or two segments deep ('*' a dynamic segment; route groups
 * left out), [key] and [key]/[introId] aside: a one- or two-segment path that matches none of them
 * falls to [key] or [key]/[introId], which know only CMS_INTRO_KEYS. The unit test reads the
 * folder, so a new page that is missing here fails it.
 */
export const SHORT_ROUTES = [
  'article/*',
  'book',
  'book/*',
  'home-with-search',
  'introduce/*',
  'login',
  'meta',
  'ops',
  'ops/desk',
  'ops/fleet',
  'ops/login',
  'ops/marketing',
  'ops/orders',
  'ops/prices',
  'ops/refunds',
  'ops/setup',
  'ops/staff',
  'order',
  'order/*',
  'order/refund',
  'payment',
  'payment/*',
  'payment/status',
  'plan_info/*',
  'query',
  'register',
  'rent_rules/*',
  'reset_password',
  'user/coupon',
  'user/travellers',
] as const;

const matchesShortRoute = (segments: readonly string[]) =>
  SHORT_ROUTES.some((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length && parts.every((part, at) => part === '*' || part === segments[at])
    );
  });

const within = (values: readonly string[], value: string | undefined) =>
  value !== undefined && values.includes(value);

/**
 * Whether the path below /{region}/{lang} (its decoded segments) names no page: a short one that
 * only [key] would take and that is no intro key, or a fixed list's unknown member where the page checks it before reading any data (a
 * rent-rules country, a product, a booking channel). Data-driven misses (an article id, an order)
 * are for the page to find out. Deeper unknown paths need nothing here: no page matches them, so
 * Next renders its 404 route anyway.
 */
export function isUnknownPage(segments: readonly string[]): boolean {
  const [first, second] = segments;
  if (first === undefined) return false;
  if (segments.length <= 2 && !matchesShortRoute(segments)) return !within(CMS_INTRO_KEYS, first);
  if (first === 'rent_rules' && segments.length === 2) return !within(RENT_RULE_COUNTRIES, second);
  if (first === 'introduce' && segments.length === 2) return !within(INTRODUCE_PRODUCTS, second);
  // /book/{store}/{sku}/{pack}/{channel}: the fill-in step.
  if (first === 'book' && segments.length === 5) return !within(BOOKING_CHANNELS, segments[4]);
  return false;
}
