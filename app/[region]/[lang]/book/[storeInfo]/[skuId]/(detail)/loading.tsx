// In a route group so this skeleton wraps only the car detail, not the plan and fill-in pages.
import { DetailSkeleton } from '@/features/car-detail/components/detail-skeleton';
import { PageShell } from '../_components/page-shell';

export default function Loading() {
  return (
    <PageShell step="car">
      <DetailSkeleton />
    </PageShell>
  );
}
