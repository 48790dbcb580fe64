'use client';

import dynamic from 'next/dynamic';
import { QueryProvider } from '@/components/providers/query-provider';
import { useSiteStore } from '@/components/providers/site-store-provider';

// The form's code (and react-query's) loads when the dialog first opens, not with every page.
const OrderLookupForm = dynamic(
  () => import('./order-lookup-form').then((module) => module.OrderLookupForm),
  { ssr: false },
);

/**
 * The order-search dialog's body (the header's 'Manage booking'): /query's own lookup form, in
 * react-query of its own (the root layout has none). A found order opens its page and the dialog
 * closes; 'forgot reservation number' works inside it as on /query.
 */
export function OrderSearchDialogForm() {
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return (
    <QueryProvider>
      <OrderLookupForm onFound={() => closeModal('orderSearch')} />
    </QueryProvider>
  );
}
