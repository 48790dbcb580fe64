import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { RouteMessages } from '@/components/providers/route-messages';
import { siteParams, type SiteParams } from '../params';

/** The back office: its client messages, and react-query for its pages' reads and actions. */
export default async function OpsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { lang } = await siteParams(params);
  return (
    <RouteMessages route="ops" lang={lang}>
      <QueryProvider>{children}</QueryProvider>
    </RouteMessages>
  );
}
