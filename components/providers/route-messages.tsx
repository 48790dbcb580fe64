import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type MessageRoute } from '@/lib/site/i18n/client-messages';
import { formats } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

/**
 * The client messages of one part of the site (lib/site/i18n/client-messages.ts), for its subtree: the
 * site's own set and the route's. A nested provider replaces its parent's messages, so both are
 * given.
 */
export async function RouteMessages({
  route,
  lang,
  extra,
  children,
}: {
  route: MessageRoute;
  lang: Lang;
  /** paths one page of the part needs besides its route's, e.g. 'orders.detail' */
  extra?: readonly string[];
  children: ReactNode;
}) {
  // The locale is passed, not read from the request: a layout renders beside its page, and a
  // prerendered page has no request to read.
  const messages = await getMessages({ locale: lang });
  return (
    <NextIntlClientProvider formats={formats} messages={clientMessages(messages, route, extra)}>
      {children}
    </NextIntlClientProvider>
  );
}
