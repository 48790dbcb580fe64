import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderFetchFailed } from '@/features/order-result/components/order-fetch-failed';
import { OrderNumber } from '@/features/order-result/components/order-number';
import { getOrderQueryOptions } from '@/features/order-result/api/get-order';
import { ChangeForm } from '@/features/order-change/components/change-form';
import { toOrderToChange } from '@/features/order-change/to-site';
import { OrderNotFound } from '@/features/orders/components/order-not-found';
import { ordersMetadata } from '@/features/orders/page-metadata';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { siteParams, type SiteParams } from '../../../params';
import { OrderDetailMessages } from '../../_components/order-detail-messages';
import { OrdersPage } from '../../_components/orders-page';
import styles from '../../_components/orders-page.module.css';

// Rendered for each request: it reads the request (its address, or the visitor's session).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<SiteParams & { tradeNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata((await siteParams(params)).lang, 'change');
}

/**
 * /order/change/{trade_no}: change a booking (issue 32), for whoever may read the order page (the
 * account's owner, or the guest session that booked or found it): the same lookup, the same access.
 */
export default async function OrderChangePage({ params }: Props) {
  const [{ lang }, { tradeNo }] = await Promise.all([siteParams(params), params]);
  setRequestLocale(lang);
  const api = serverApiFor(lang, { useGuestToken: true });
  const [lookup, config, t] = await Promise.all([
    getServerQueryClient().fetchQuery(getOrderQueryOptions(api, tradeNo)),
    getServerGlobalConfig(),
    getTranslations({ locale: lang, namespace: 'orders.change' }),
  ]);
  if (lookup.status !== 'ok') {
    return (
      <OrdersPage>{lookup.status === 'not_found' ? <OrderNotFound /> : <OrderFetchFailed />}</OrdersPage>
    );
  }
  const order = toOrderToChange(lookup.order);
  const pickup = lookup.order.pickup_store;
  // The pick-up store's drop-off list (spec §5 drop_store_allow), the pick-up store first.
  const codes = [pickup.value, ...pickup.drop_store_allow.filter((code) => code !== pickup.value)];
  const dropOffStores = codes.flatMap((code) => {
    const store = config.storeInfo[code];
    return store ? [{ code: store.value, name: store.label[lang] }] : [];
  });
  return (
    <OrdersPage>
      <OrderDetailMessages>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <OrderNumber tradeNo={tradeNo} />
        {order.canChange ? (
          <ChangeForm order={order} dropOffStores={dropOffStores} />
        ) : (
          <p role="alert">{t('terms.closed')}</p>
        )}
      </OrderDetailMessages>
    </OrdersPage>
  );
}
