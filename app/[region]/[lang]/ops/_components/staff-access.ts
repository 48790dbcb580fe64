import 'server-only';
import { forbidden } from 'next/navigation';
import { getStaffAccessQueryOptions } from '@/features/ops/api/get-staff-access';
import type { StaffSession } from '@/features/ops/types';
import type { Lang } from '@/lib/i18n/locales';
import { rolesAllow, type StaffPermission } from '@/lib/ops/roles';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { redirect } from '@/lib/site/i18n/navigation';

/** Who is signed in to the back office, read once per request (the layout and the page share it). */
export const staffAccess = (lang: Lang) =>
  // The guest's token too: a guest's session is refused (403) like a traveller's, not sent to log in.
  getServerQueryClient().fetchQuery(getStaffAccessQueryOptions(serverApiFor(lang, { useGuestToken: true })));

/**
 * A back-office page: the member of staff signed in whose roles grant `permission`. Nobody signed
 * in to the back office goes to its login; a traveller's or guest's session, or a member without
 * the permission, is answered 403.
 */
export async function requireStaff(lang: Lang, permission?: StaffPermission): Promise<StaffSession> {
  const access = await staffAccess(lang);
  if (access.kind === 'signed_out') return redirect({ href: '/ops/login', locale: lang });
  if (access.kind === 'refused') forbidden();
  if (permission && !rolesAllow(access.session.member.roles, permission)) forbidden();
  return access.session;
}
