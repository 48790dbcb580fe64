import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import styles from './orders-page.module.css';

/**
 * The frame of the order pages (/query, /order, /order/{trade_no}): react-query for this segment
 * only (its client parts read and write orders from the browser).
 */
export function OrdersPage({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <main className={styles.main}>{children}</main>
    </QueryProvider>
  );
}
