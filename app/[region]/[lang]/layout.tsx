import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteBehaviours } from '@/components/behaviours/site-behaviours';
import { MobileRedirect } from '@/components/layout/mobile-redirect';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteModalsHost } from '@/components/layout/site-modals-host';
import { AppProviders } from '@/components/providers/app-providers';
import { displayName, getCurrentUser } from '@/features/account/api/get-current-user';
import { paymentCurrencyOf } from '@/lib/booking-flow/payment-currency';
import { serverEnv } from '@/lib/env';
import { SITE_HEADERS } from '@/lib/i18n/resolve-route';
import { clientMessages } from '@/lib/i18n/client-messages';
import { formats } from '@/lib/i18n/format';
import { LANG_TAG, LANGS, regionOfLang } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo';
import { COOKIES, newGuestId } from '@/lib/store/cookies';
import { footerGroups, PARTNERS } from './footer-links';
import { siteParams, type SiteParams } from './params';

// Loaded only on Thai pages: the variable is applied to <body> for lang === 'th' alone.
const thaiFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-thai',
  // Latin letters on Thai pages use the body stack, not a metric-adjusted Arial.
  adjustFontFallback: false,
  // 'optional' never swaps fonts after first paint (no layout shift); a visit without the font in
  // cache shows the system's Thai font, and the next one the downloaded font.
  display: 'optional',
  preload: false,
});

export const viewport: Viewport = { themeColor: '#4C1D85', width: 'device-width', initialScale: 1 };

export function generateStaticParams() {
  return LANGS.map((lang) => ({ region: regionOfLang(lang), lang }));
}

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('homeTitle'), template: `%s · ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  };
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { region, lang } = await siteParams(params);
  setRequestLocale(lang);
  const [jar, requestHeaders, footer, cms, messages] = await Promise.all([
    cookies(),
    headers(),
    getTranslations('footer'),
    getTranslations('cms'),
    getMessages(),
  ]);
  // The session is read here once per page: the header shows the user, and the site store's session
  // slice starts logged in (spec §3 login state and user info).
  const user = await getCurrentUser(!!jar.get(COOKIES.auth)?.value);
  const siteInit = {
    userId: user?.user_id ?? null,
    region,
    lang,
    guestId: jar.get(COOKIES.guestId)?.value ?? newGuestId(),
    currency: paymentCurrencyOf(jar.get(COOKIES.currency)?.value, lang),
    referer: jar.get(COOKIES.utmSource)?.value,
  };
  const mobileUrl = requestHeaders.get(SITE_HEADERS.mobileRedirect);
  const nonce = requestHeaders.get(SITE_HEADERS.nonce) ?? undefined;
  return (
    <html lang={LANG_TAG[lang]}>
      <body className={lang === 'th' ? `${thaiFont.variable} thai` : undefined}>
        {/* React Aria reads the CSP nonce here for the small <style> elements it adds. */}
        {nonce && <meta property="csp-nonce" nonce={nonce} />}
        <NextIntlClientProvider formats={formats} messages={clientMessages(messages)}>
          <SiteBehaviours serviceWorker={serverEnv().NODE_ENV === 'production'} />
          <AppProviders siteInit={siteInit}>
            <SiteHeader lang={lang} user={user ? { name: displayName(user) } : null} />
            <div id="main" tabIndex={-1}>
              {children}
            </div>
            <SiteFooter groups={footerGroups(lang, footer, cms)} partners={PARTNERS} />
            <SiteModalsHost />
            {mobileUrl && <MobileRedirect url={mobileUrl} />}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
