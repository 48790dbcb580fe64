import { getTranslations } from 'next-intl/server';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import { NotFoundDocument, type NotFoundTexts } from './not-found-document';
import './[region]/[lang]/thai-font.css';

// As Next's /_not-found page, rendered for each request: kept after its first render, it would
// answer every 404 in that one's language. (As the boundary of the other pages it changes nothing.)
export const dynamic = 'force-dynamic';

/** The 404's words in one language, from the message files (the same keys as [lang]/not-found.tsx). */
async function textsOf(lang: Lang): Promise<NotFoundTexts> {
  const [errorPage, errors, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'errorPage' }),
    getTranslations({ locale: lang, namespace: 'errors' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  return {
    title: errors('page.not_found'),
    siteName: meta('siteName'),
    status: errorPage('status', { status: 404 }),
    hint: errorPage('notFoundHint'),
    home: errorPage('home'),
  };
}

/**
 * Next's own 404 route (/_not-found): every address no page matches, and those proxy.ts knows to be
 * unknown (lib/site/i18n/unknown-page.ts). It is the one 404 that Next renders on the server: a
 * notFound() thrown by a page is answered with an empty error shell and drawn by the browser's
 * scripts (vercel/next.js#62228), with the home page's title.
 *
 * It may not read the request (headers()): Next renders this component with every page, and the
 * cached ones would fail ('static to dynamic at runtime'). So it hands the four languages' words
 * to NotFoundDocument, which picks the one of the address's /{region}/{lang} prefix.
 */
export default async function GlobalNotFound() {
  const texts = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [lang, await textsOf(lang)] as const)),
  ) as Record<Lang, NotFoundTexts>;
  return <NotFoundDocument texts={texts} />;
}
