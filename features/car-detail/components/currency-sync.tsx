'use client';

import { useEffect, useRef } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Prices are rendered on the server in the payment currency of the request (the currency cookie).
 * When the traveller picks another currency in the header, render the page again so every amount
 * follows. Only a change counts: the first value is the one the page was rendered with.
 */
export function CurrencySync() {
  const currency = useSiteStore((state) => state.site.currency);
  const router = useRouter();
  const shown = useRef(currency);
  useEffect(() => {
    if (currency === shown.current) return;
    shown.current = currency;
    router.refresh();
  }, [currency, router]);
  return null;
}
