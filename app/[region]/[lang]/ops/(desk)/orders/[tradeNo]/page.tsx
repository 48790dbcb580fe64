import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BillView } from '@/components/bill/bill-view';
import { StoreDetails } from '@/components/store-details';
import { PaymentTotals } from '@/features/order-result/components/payment-totals';
import { TripOverview } from '@/features/order-result/components/trip-overview';
import { toOrderSummary } from '@/features/order-result/to-site';
import { getOrderFileQueryOptions } from '@/features/ops/api/get-order-file';
import { FileActions, FileNotes, FileRecords, FileState } from '@/features/ops/components/order-file';
import styles from '@/features/ops/components/ops.module.css';
import { TravellerPeople } from '@/features/ops/components/traveller-people';
import { opsMetadata } from '@/features/ops/page-metadata';
import { rolesAllow } from '@/lib/ops/roles';
import { ApiClientError } from '@/lib/site/api/errors';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../../params';
import { OneQuery } from '../../../_components/one-query';
import { OpsMain } from '../../../_components/ops-main';
import { requireStaff } from '../../../_components/staff-access';

// Rendered for each request: it reads the staff session and the order's file.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams & { tradeNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return opsMetadata((await siteParams(params)).lang, 'order');
}

/**
 * /ops/orders/{trade_no}: the order's file. What the traveller sees (trip, stores, people, bill,
 * what is paid where) is rendered here from the file's order; what an action changes (state,
 * actions, refunds, the trail, notes) follows the file in react-query.
 */
export default async function OpsOrderPage({ params }: Props) {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const session = await requireStaff(lang, 'orders.read');
  if (!/^\d{1,24}$/.test(tradeNo)) notFound();
  const options = getOrderFileQueryOptions(serverApiFor(lang), tradeNo);
  const file = await getServerQueryClient()
    .fetchQuery(options)
    .catch((error: unknown) => {
      // Unknown, or another store's (a store role reads it as unknown).
      if (
        error instanceof ApiClientError &&
        (error.reason === 'not_found' || error.reason === 'params_error')
      ) {
        notFound();
      }
      throw error;
    });
  const [t, tStores] = await Promise.all([
    getTranslations('ops.file'),
    getTranslations('bookingResult.stores'),
  ]);
  const order = file.travellerOrder;
  const summary = toOrderSummary(order);
  return (
    <OpsMain>
      <h1 className={styles.title}>{t('title', { tradeNo })}</h1>
      <OneQuery queryKey={options.queryKey} data={file}>
        <div className={styles.grid2}>
          <div>
            <FileState tradeNo={tradeNo} />
            <FileActions
              tradeNo={tradeNo}
              manageRefunds={rolesAllow(session.member.roles, 'refunds.manage')}
            />
          </div>
          <FileNotes tradeNo={tradeNo} />
        </div>
        <h2 className={styles.subtitle}>{t('travellerView')}</h2>
        <TripOverview order={summary} />
        <TravellerPeople people={file.people} />
        <StoreDetails store={order.pickup_store} heading={tStores('pickup')} />
        {!summary.sameStore && (
          <StoreDetails store={order.drop_off_store} heading={tStores('return')} purpose="return" />
        )}
        <BillView bill={order.bill} caption={t('bill')} />
        <PaymentTotals order={summary} />
        <FileRecords tradeNo={tradeNo} />
      </OneQuery>
    </OpsMain>
  );
}
