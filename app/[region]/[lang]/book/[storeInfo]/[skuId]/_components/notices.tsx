import { SearchRefused } from '@/features/car-detail/components/search-refused';
import { SoldOut } from '@/features/car-detail/components/sold-out';
import { carListHref, searchFormHref } from '@/lib/site/booking-flow/routes';
import type { DetailNoticeResult } from './load';
import { PageShell } from './page-shell';

/** A page that cannot show the car: sold out (back to the list in 15 s) or a search the store refuses. */
export function DetailNotice({ result }: { result: DetailNoticeResult }) {
  const { search } = result;
  return (
    <PageShell step="car">
      {result.status === 'sold_out' ? (
        <SoldOut listHref={carListHref(search.storeInfo, search.query)} />
      ) : (
        // The booking start's search form opens on the same search, to change the age or the stores.
        <SearchRefused reason={result.reason} searchHref={searchFormHref(search.query)} />
      )}
    </PageShell>
  );
}
