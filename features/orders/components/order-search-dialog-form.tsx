'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';

// The form's code and react-query's provider load together when the dialog first opens: imported
// here statically, react-query would be in every page's first load (the header holds this dialog).
const OrderLookupForm = dynamic(
  () =>
    Promise.all([import('./order-lookup-form'), import('@/components/providers/query-provider')]).then(
      ([{ OrderLookupForm: Form }, { QueryProvider }]) =>
        function OrderLookupInQuery(props: ComponentProps<typeof Form>) {
          return (
            <QueryProvider>
              <Form {...props} />
            </QueryProvider>
          );
        },
    ),
  { ssr: false },
);

/**
 * The order-search dialog's body (the header's 'Manage booking'): /query's own lookup form, in
 * react-query of its own (the root layout has none). A found order opens its page and the dialog
 * closes; 'forgot reservation number' works inside it as on /query.
 */
export function OrderSearchDialogForm() {
  const closeModal = useSiteStore((state) => state.ui.closeModal);
  return <OrderLookupForm onFound={() => closeModal('orderSearch')} />;
}
