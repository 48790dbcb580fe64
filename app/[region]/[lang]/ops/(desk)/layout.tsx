import type { ReactNode } from 'react';
import { OpsHeader } from '@/features/ops/components/ops-header';
import { siteParams, type SiteParams } from '../../params';
import { requireStaff } from '../_components/staff-access';

/** Every back-office page after sign-in: who is signed in, and the pages their roles open. */
export default async function DeskLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { lang } = await siteParams(params);
  const session = await requireStaff(lang);
  return (
    <>
      <OpsHeader session={session} />
      {children}
    </>
  );
}
