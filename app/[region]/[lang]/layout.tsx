import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { LANG_TAG, LANGS, regionOfLang } from '@/lib/i18n/locales';
import { COOKIES, newGuestId } from '@/lib/store/cookies';
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
  display: 'swap',
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
    title: { default: t('homeTitle'), template: `%s · ${t('siteName')}` },
    description: t('homeDescription'),
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
  const jar = await cookies();
  const siteInit = {
    region,
    lang,
    guestId: jar.get(COOKIES.guestId)?.value ?? newGuestId(),
    currency: jar.get(COOKIES.currency)?.value,
    referer: jar.get(COOKIES.utmSource)?.value,
  };
  return (
    <html lang={LANG_TAG[lang]}>
      <body className={lang === 'th' ? thaiFont.variable : undefined}>
        <NextIntlClientProvider>
          <AppProviders siteInit={siteInit}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
