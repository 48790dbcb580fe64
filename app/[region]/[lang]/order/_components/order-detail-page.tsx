import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n/locales';
import { BillView } from '@/components/bill/bill-view';
import { WithCaptchaFlag } from '@/components/captcha/with-captcha-flag';
import { OrderDocuments } from '@/components/documents/order-documents';
import { StoreDetails } from '@/components/store-details';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { OrderNumber } from '@/features/order-result/components/order-number';
import { PaymentTotals } from '@/features/order-result/components/payment-totals';
import { TripOverview } from '@/features/order-result/components/trip-overview';
import { toOrderSummary } from '@/features/order-result/to-site';
import type { OrderLookup } from '@/features/order-result/api/get-order';
import { getOrderDetailQueryOptions } from '@/features/orders/api/get-order-detail';
import { ChangeHistory } from '@/features/order-change/components/change-history';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { toOrderDetail } from '@/features/orders/to-site';
import { serverApi } from '@/lib/site/api/server';
import { makeQueryClient } from '@/lib/site/react-query';
import {
  LiveChangeTerms,
  LiveOrderActions,
  LiveOrderAmounts,
  LiveOrderDownloads,
  LiveOrderFacts,
} from './live-order-sections';
import { OrderDetailMessages } from './order-detail-messages';
import { OrdersPage } from './orders-page';
import styles from './orders-page.module.css';

/**
 * /order/{trade_no} and /order/search/{trade_no}: every field of spec §3 Order, the bill's lines,
 * the stores, the calendar file, and the actions the order's state allows. The order is read on the
 * server with the visitor's own access (their account, or the guest session that booked or found it)
 * and put in react-query's cache under the key of the browser's own query (getOrderDetailQueryOptions), so
 * the parts an action changes (live-order-sections.tsx) hydrate from it and follow its refetches.
 */
export function OrderDetailPage({ lookup }: { lookup: OrderLookup }) {
  const t = useTranslations('orders.detail');
  const lang = useLocale() as Lang;
  const tStores = useTranslations('bookingResult.stores');
  if (lookup.status === 'not_found') {
    return (
      <OrdersPage>
        <OrderNotFound />
      </OrdersPage>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <OrdersPage>
        <OrderFetchFailed />
      </OrdersPage>
    );
  }
  const { order } = lookup;
  const summary = toOrderSummary(order);
  const tradeNo = order.trade_no;
  // The order this render read (getOrder), under the browser query's own key: no second call. Only
  // this entry goes to the browser (the request's own client holds the lookup as well).
  const queryClient = makeQueryClient();
  queryClient.setQueryData(getOrderDetailQueryOptions(serverApi, tradeNo).queryKey, toOrderDetail(order));
  return (
    <OrdersPage>
      <OrderDetailMessages>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <h1 className={styles.title}>{t('title')}</h1>
          <OrderNumber tradeNo={tradeNo} />
          <WithCaptchaFlag>
            <LiveOrderActions tradeNo={tradeNo} />
          </WithCaptchaFlag>
          <LiveOrderFacts tradeNo={tradeNo} />
          <LiveChangeTerms tradeNo={tradeNo} />
          <TripOverview order={summary} />
          <StoreDetails store={order.pickup_store} heading={tStores('pickup')} />
          {!summary.sameStore && (
            <StoreDetails store={order.drop_off_store} heading={tStores('return')} purpose="return" />
          )}
          <OrderDocuments order={order} />
          <LiveOrderAmounts tradeNo={tradeNo} />
          <BillView bill={order.bill} caption={t('billTitle')} />
          <PaymentTotals order={summary} />
          <ChangeHistory
            tradeNo={tradeNo}
            currencies={order.bill.currencies}
            clock={{ zone: order.pickup_store.city.timeZone.iana, city: order.pickup_store.city.lang_label[lang] }}
          />
          <LiveOrderDownloads tradeNo={tradeNo} />
        </HydrationBoundary>
      </OrderDetailMessages>
    </OrdersPage>
  );
}
