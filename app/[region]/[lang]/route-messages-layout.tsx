import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/providers/route-messages';
import type { MessageRoute } from '@/lib/site/i18n/client-messages';
import { siteParams, type SiteParams } from './params';

/** The layout of a part of the site: the part's client messages around its pages. */
export function routeMessagesLayout(route: MessageRoute) {
  return async function RouteMessagesLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<SiteParams>;
  }) {
    const { lang } = await siteParams(params);
    return (
      <RouteMessages route={route} lang={lang}>
        {children}
      </RouteMessages>
    );
  };
}
