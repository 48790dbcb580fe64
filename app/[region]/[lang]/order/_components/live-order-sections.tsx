'use client';

import { useOrderDetail } from '@/features/orders/api/get-order-detail';
import { ChangeTerms } from '@/features/orders/components/change-terms';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderDownloads } from '@/features/orders/components/order-downloads';
import { OrderAmounts, OrderFacts } from '@/features/orders/components/order-facts';
import { useRefundDetail } from '@/features/refunds/api/get-refund-detail';

/*
 * The parts of the order page that an action changes (its status, the actions now allowed, what
 * was paid and refunded, the files of a booking that will happen). They read the order from
 * react-query, which the page's server render filled; an action invalidates it, and they show the
 * order read again without reloading the page. The rest of the page is rendered on the server.
 */

export function LiveOrderActions({ tradeNo }: { tradeNo: string }) {
  const order = useOrderDetail(tradeNo);
  return <OrderActions tradeNo={order.tradeNo} actions={order.actions} />;
}

export function LiveOrderFacts({ tradeNo }: { tradeNo: string }) {
  return <OrderFacts order={useOrderDetail(tradeNo)} />;
}

export function LiveOrderAmounts({ tradeNo }: { tradeNo: string }) {
  const order = useOrderDetail(tradeNo);
  const complete = order.refundStatus === 'COMPLETE_REFUND';
  // A completed refund: what went back is the refund's, read from it beside the order.
  const refund = useRefundDetail(tradeNo, { enabled: complete });
  const refunded = complete ? refund.data?.amounts.refund : undefined;
  return <OrderAmounts order={order} refunded={refunded} />;
}

export function LiveOrderDownloads({ tradeNo }: { tradeNo: string }) {
  const order = useOrderDetail(tradeNo);
  return <OrderDownloads tradeNo={order.tradeNo} live={order.live} />;
}

export function LiveChangeTerms({ tradeNo }: { tradeNo: string }) {
  return <ChangeTerms order={useOrderDetail(tradeNo)} />;
}
