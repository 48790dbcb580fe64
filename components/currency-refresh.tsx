'use client';

import { useEffect, useRef } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Prices are rendered on the server in the payment currency of the request (the `currency` cookie).
 * When the visitor picks another currency in the header, the page is rendered again so every amount
 * follows. Only a change counts: the first value is the one the page was rendered with.
 */
export function CurrencyRefresh() {
  const currency = useSiteStore((state) => state.site.currency);
  const router = useRouter();
  const rendered = useRef(currency);

  useEffect(() => {
    if (currency === rendered.current) return;
    rendered.current = currency;
    router.refresh();
  }, [currency, router]);

  return null;
}
