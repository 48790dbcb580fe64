'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';

/**
 * Prices are rendered on the server in the payment currency of the `currency` cookie; when the
 * visitor picks another currency the page is rendered again, so every price follows.
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
