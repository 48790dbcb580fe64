import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { regionOfLang, type Lang } from '@/lib/i18n/locales';
import { prefixPath, splitPrefix } from '@/lib/site/i18n/resolve-route';

/*
 * The one stand-in for Next's navigation in unit tests. 'next/navigation' needs the app router
 * around it, and '@/lib/site/i18n/navigation' (next-intl's) imports it, so a test of a component that
 * uses either mocks them with these, in one line each:
 *
 *   vi.mock('next/navigation', async () => (await import('./mocks/navigation')).nextNavigation);
 *   vi.mock('@/lib/site/i18n/navigation', async () => (await import('./mocks/navigation')).i18nNavigation);
 *
 * and imports `navigation` (what the hooks answer) and `router` (what was called) from here.
 */

const initial = () => ({
  /** the full path, prefix included, as next/navigation's usePathname answers it */
  pathname: '/intl/en',
  /** the query, without '?' */
  search: '',
  params: { region: 'intl', lang: 'en' } as Record<string, string>,
});

/** What the mocked hooks answer: set its fields in a test; resetNavigation() restores them. */
export const navigation = initial();

export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
};

/** Back to /intl/en with no query, and a router with no calls: call it in beforeEach. */
export function resetNavigation() {
  Object.assign(navigation, initial());
  for (const method of Object.values(router)) method.mockReset();
}

export const nextNavigation = {
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useParams: () => navigation.params,
  useRouter: () => router,
};

/** A link that adds the page language's prefix the way lib/site/i18n/routing.ts does. */
function Link({ href, ...props }: { href: string } & ComponentProps<'a'>) {
  const lang = useLocale() as Lang;
  return <a href={prefixPath({ region: regionOfLang(lang), lang }, href)} {...props} />;
}

/** next-intl's getPathname: the path with the language's prefix. */
function getPathname({ href, locale }: { href: string; locale: Lang }) {
  return prefixPath({ region: regionOfLang(locale), lang: locale }, href);
}

export const i18nNavigation = {
  Link,
  getPathname,
  useRouter: () => router,
  /** next-intl's usePathname answers the path without its prefix */
  usePathname: () => splitPrefix(navigation.pathname).rest || '/',
};
