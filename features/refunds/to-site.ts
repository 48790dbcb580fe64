import type {
  Refund as RefundAnswer,
  RefundList,
  RefundQuote as QuoteAnswer,
} from '@/lib/api/contract/refunds';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import type { Refund, RefundListPage, RefundMoney, RefundQuote } from './types';

/** The three amounts of a quote or a refund (minor units of both currencies) as the site's Money. */
const toRefundMoney = ({ currencies, paid, fee, refund }: QuoteAnswer | RefundAnswer): RefundMoney => ({
  paid: amountMoney(paid, currencies),
  fee: amountMoney(fee, currencies),
  refund: amountMoney(refund, currencies),
});

export const toRefundQuote = (quote: QuoteAnswer): RefundQuote => ({
  amounts: toRefundMoney(quote),
  freeUntil: quote.free_until && { at: quote.free_until.at, timeZone: quote.free_until.time_zone },
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
});

export const toRefundListPage = (page: RefundList): RefundListPage => ({
  refunds: page.list.map(toRefund),
  total: page.total,
});
