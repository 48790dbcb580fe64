'use client';

import { useEffect, useRef } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { useRouter } from '@/lib/site/i18n/navigation';

/**
 * Prices are rendered on the server in the payment currency of the request (the `currency` cookie):
 * `renderedWith`. When the visitor picks another currency in the header, the page is rendered again
 * so every amount follows. Only a pick counts: the store starts from the language's default and
 * takes the cookie after mount, which is the page's own currency and no reason to render again.
 */
export function CurrencyRefresh({ renderedWith }: { renderedWith: string }) {
  const currency = useSiteStore((state) => state.site.currency);
  const picks = useSiteStore((state) => state.site.currencyPicks);
  const router = useRouter();
  const rendered = useRef(renderedWith);
  const seenPicks = useRef(picks);

  useEffect(() => {
    if (picks === seenPicks.current) return;
    seenPicks.current = picks;
    if (currency === rendered.current) return;
    rendered.current = currency;
    router.refresh();
  }, [currency, picks, router]);

  return null;
}
