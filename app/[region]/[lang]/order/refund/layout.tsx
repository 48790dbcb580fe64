import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';

/** The refund pages read the API in the browser (the visitor's cookies): react-query for this segment. */
export default function RefundLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
