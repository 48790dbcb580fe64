import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { CnEnglishPrompt } from '@/components/behaviours/cn-english-prompt';
import { CspNonceMeta } from '@/components/behaviours/csp-nonce-meta';
import { SiteBehaviours } from '@/components/behaviours/site-behaviours';
import { MobileRedirect } from '@/components/layout/mobile-redirect';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteModalsHost } from '@/components/layout/site-modals-host';
import { LoginDialogForm } from '@/features/account/components/login-dialog-form';
import { OrderSearchDialogForm } from '@/features/orders/components/order-search-dialog-form';
import { AppProviders } from '@/components/providers/app-providers';
import { SessionSync } from '@/features/account/components/session-sync';
import { CampaignVisitBeacon } from '@/features/campaign/components/campaign-visit-beacon';
import { serverEnv } from '@/lib/env';
import { clientMessages } from '@/lib/site/i18n/client-messages';
import { formats } from '@/lib/i18n/format';
import { LANG_TAG } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/site/seo';
import { THAI_FONT_HREFS } from '@/lib/site/fonts/thai-font';
import { footerGroups, PARTNERS } from './footer-links';
import { siteParams, type SiteParams } from './params';
import './thai-font.css';

export const viewport: Viewport = { themeColor: '#4C1D85', width: 'device-width', initialScale: 1 };

/**
 * No page is rendered at build (that would need the database then, and freeze its content into the
 * build): each is rendered on its first request. One that reads nothing of the request (the home,
 * articles, rent rules: they say `revalidate`) is then kept and served to every visitor until it is
 * rendered again in the background. Nothing here reads the request either: who the visitor is
 * (session, currency, guest id, campaign) is learnt in the browser.
 */
export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return {
    metadataBase: new URL(await siteOrigin()),
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
  const [footer, cms, partnerNames, messages] = await Promise.all([
    getTranslations('footer'),
    getTranslations('cms'),
    getTranslations('home.partners'),
    getMessages(),
  ]);
  const mobileSite = serverEnv().MOBILE_SITE_URL;
  // Thai pages only: the Thai font's two files, fetched with the page so its first paint has them.
  if (lang === 'th') {
    for (const href of THAI_FONT_HREFS)
      preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <html lang={LANG_TAG[lang]}>
      <body className={lang === 'th' ? 'thai' : undefined}>
        {/* First in the body: when it asks, it is open before the rest of the page is parsed. */}
        {region === 'cn' && <CnEnglishPrompt />}
        {/* React Aria reads the CSP nonce from a meta for the small <style> elements it adds. */}
        <CspNonceMeta />
        <NextIntlClientProvider formats={formats} messages={clientMessages(messages)}>
          <SiteBehaviours serviceWorker={serverEnv().NODE_ENV === 'production'} />
          <AppProviders siteInit={{ region, lang }}>
            <SessionSync />
            <CampaignVisitBeacon />
            <SiteHeader lang={lang} />
            <div id="main" tabIndex={-1}>
              {children}
            </div>
            <SiteFooter
              groups={footerGroups(lang, footer, cms)}
              partners={PARTNERS.map((key) => partnerNames(key))}
            />
            <SiteModalsHost loginForm={<LoginDialogForm />} orderSearchForm={<OrderSearchDialogForm />} />
            {mobileSite && <MobileRedirect mobileSite={mobileSite} />}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
