'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/site/i18n/navigation';

/** A link of the back office's menu; the page it leads to (or one under it) is the current one. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
