import type {
  Refund as RefundAnswer,
  RefundList,
  RefundQuote as QuoteAnswer,
} from '@/lib/api/contract/refunds';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import type { StoreClock as StoreClockAnswer } from '@/lib/api/contract/common';
import type { Refund, RefundListPage, RefundMoney, RefundQuote, StoreClock } from './types';

/** The three amounts of a quote or a refund (minor units of both currencies) as the site's Money. */
const toRefundMoney = ({ currencies, paid, fee, refund }: QuoteAnswer | RefundAnswer): RefundMoney => ({
  paid: amountMoney(paid, currencies),
  fee: amountMoney(fee, currencies),
  refund: amountMoney(refund, currencies),
});

const toStoreClock = (clock: StoreClockAnswer): StoreClock => ({ zone: clock.time_zone, city: clock.city });

export const toRefundQuote = (quote: QuoteAnswer): RefundQuote => ({
  amounts: toRefundMoney(quote),
  freeUntil: quote.free_until && { at: quote.free_until.at },
  storeClock: toStoreClock(quote.store_clock),
  free: quote.fee.payment === 0 && quote.fee.local === 0,
  canApply: quote.can_apply,
});

export const toRefund = (refund: RefundAnswer): Refund => ({
  tradeNo: refund.trade_no,
  status: refund.status,
  reason: refund.reason,
  remark: refund.remark,
  amounts: toRefundMoney(refund),
  rejectReason: refund.reject_reason,
  progress: refund.progress,
  canRevoke: refund.can_revoke,
  createdAt: refund.created_at,
  storeClock: toStoreClock(refund.store_clock),
});

export const toRefundListPage = (page: RefundList): RefundListPage => ({
  refunds: page.list.map(toRefund),
  total: page.total,
});
