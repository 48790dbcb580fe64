'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/lib/site/i18n/navigation';
import { withListView } from '@/lib/rent-info/list-view-keys';

/**
 * A card's way on to the car, carrying the filters and sort chosen on the list since it was
 * rendered (they live in the address), so 'Change car' on the next pages returns to the same view.
 */
export function ChooseLink({
  href,
  className,
  describedBy,
  children,
}: {
  href: string;
  className?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const current = useSearchParams();
  return (
    <Link
      href={withListView(href, new URLSearchParams(current?.toString() ?? ''))}
      className={className}
      aria-describedby={describedBy}
    >
      {children}
    </Link>
  );
}
