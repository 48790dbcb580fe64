import { getCarDetailQueryOptions } from '@/features/car-detail/api/get-car-detail';
import type { CarDetailResult } from '@/features/car-detail/types';
import { metaTarget, readMetaChoice, type MetaCar } from '@/features/meta/meta-link';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import {
  readBookingSearch,
  searchParamsQuery,
  type SearchParams,
} from '@/lib/site/booking-flow/booking-search';
import { readPaymentCurrency } from '@/lib/site/booking-flow/request-payment-currency';
import { redirect } from '@/lib/site/i18n/navigation';
import { siteParams, type SiteParams } from '../params';

// Rendered for each request: it reads the request (its query or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams>; searchParams: Promise<SearchParams> };

const metaCarOf = (result: CarDetailResult): MetaCar =>
  result.status === 'ok' ? { bookable: true, packages: result.detail.car.packArr } : { bookable: false };

/**
 * /meta: the landing page of metasearch partners (spec §2; docs/deep-links.md). It renders nothing:
 * it reads the link's search, car and package and redirects into the booking flow, in this page's
 * language, the search and its utm keys carried on (proxy.ts has already stored the utm cookies).
 *
 * The redirect is a 307 (temporary), not a 308: the same link leads elsewhere tomorrow (dates that
 * fell back are counted from today, the car may be sold out), so neither browsers nor crawlers may
 * remember it. It is a server redirect, sent before any HTML, so partners' link checkers and
 * crawlers see the real status and Location (tests/e2e/meta.spec.ts checks both).
 */
export default async function MetaPage({ params, searchParams }: Props) {
  const [{ lang }, searchParamsRecord] = await Promise.all([siteParams(params), searchParams]);
  const query = searchParamsQuery(searchParamsRecord);
  const search = await readBookingSearch(undefined, query);
  const choice = readMetaChoice(query);
  // The car is asked for with the very search it will be shown with: one that cannot be booked for
  // it (or that the store does not have) goes to the list rather than to a sold-out page.
  const car =
    choice.skuId === undefined
      ? undefined
      : metaCarOf(
          await getServerQueryClient().fetchQuery(
            getCarDetailQueryOptions(serverApiFor(lang), {
              storeInfo: search.storeInfo,
              skuId: String(choice.skuId),
              query: searchParamsQuery(Object.fromEntries(new URLSearchParams(search.query))),
              currency: await readPaymentCurrency(lang),
            }),
          ),
        );
  redirect({ href: metaTarget(search, choice, car), locale: lang });
}
