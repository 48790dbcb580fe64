import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { RouteMessages } from '@/components/providers/route-messages';
import type { Lang } from '@/lib/i18n/locales';

/**
 * The order page's parts that follow its react-query cache render in the browser too, and read
 * orders.detail (labels of the facts, the amounts, the files), which the order pages' set does not
 * send to the list. This adds it for the detail's own subtree only.
 */
const DETAIL = ['orders.detail', 'orders.progress'] as const;

export function OrderDetailMessages({ children }: { children: ReactNode }) {
  const lang = useLocale() as Lang;
  return (
    <RouteMessages route="orders" lang={lang} extra={DETAIL}>
      {children}
    </RouteMessages>
  );
}
