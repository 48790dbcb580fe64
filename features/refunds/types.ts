import type { z } from 'zod';
import type { LocalizedText } from '@/lib/api/contract/car';
import type { refundFormSchema } from '@/lib/api/contract/refunds';
import type { Money } from '@/lib/site/booking-flow/money';
import type { RefundReasonCode } from '@/lib/orders/refund-reasons';
import type { RefundState } from '@/lib/orders/transitions';

/** What was paid, the fee the cancellation policy keeps and what goes back, in both currencies. */
export type RefundMoney = { paid: Money; fee: Money; refund: Money };

/** The pick-up store's zone and city: a refund's times are shown on its clock, the city named. */
export type StoreClock = { zone: string; city: LocalizedText };

/** What a refund would give now, before the traveller applies. */
export type RefundQuote = {
  amounts: RefundMoney;
  /** when free cancellation ends (shown on storeClock); null when the package has none */
  freeUntil: { at: string } | null;
  storeClock: StoreClock;
  /** the policy keeps nothing now */
  free: boolean;
  /** the order allows an application now */
  canApply: boolean;
};

/** A refund request with its progress, as the refund pages show it. */
export type Refund = {
  tradeNo: string;
  status: RefundState;
  reason: RefundReasonCode;
  remark: string;
  amounts: RefundMoney;
  /** customer service's reason, when declined */
  rejectReason: string | null;
  /** each status reached, with its time, oldest first */
  progress: { status: RefundState; at: string }[];
  canRevoke: boolean;
  createdAt: string;
  storeClock: StoreClock;
};

/** One page of the visitor's refunds, newest first; `total` counts them all. */
export type RefundListPage = { refunds: Refund[]; total: number };

/** The apply form as typed: no reason chosen yet is '', which the schema refuses ('choose'). */
export type RefundFormValues = { reason: string; remark: string };
/** What the apply form sends once its schema (the API's own) accepted it. */
export type RefundFormOutput = z.output<typeof refundFormSchema>;
