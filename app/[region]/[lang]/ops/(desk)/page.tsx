import { startPageOf } from '@/features/ops/pages';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams, type SiteParams } from '../../params';
import { requireStaff } from '../_components/staff-access';

// Rendered for each request: it reads the staff session.
export const dynamic = 'force-dynamic';

/** /ops: the back office opens on the first page the member's roles open (the order search for most). */
export default async function OpsStart({ params }: { params: Promise<SiteParams> }) {
  const { lang } = await siteParams(params);
  const session = await requireStaff(lang);
  redirect({ href: startPageOf(session.member.roles), locale: lang });
}
