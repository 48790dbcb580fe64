import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { regionOfLang, type Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;

type ProviderOptions = { lang?: Lang; currency?: string; /** a logged-in user's id */ userId?: string };

/** A client component inside the site's providers, as the layout would put it. */
export function withProviders(ui: ReactElement, { lang = 'en', currency, userId }: ProviderOptions = {}) {
  return (
    <NextIntlClientProvider locale={lang} messages={MESSAGES[lang]} timeZone="UTC">
      <AppProviders
        siteInit={{ region: regionOfLang(lang), lang, guestId: 'g_test', currency, userId: userId ?? null }}
      >
        {ui}
      </AppProviders>
    </NextIntlClientProvider>
  );
}

/** Renders a client component with the site's providers, as the layout would. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  return render(withProviders(ui, options));
}
