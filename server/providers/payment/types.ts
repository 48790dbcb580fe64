/**
 * How the API takes money: one interface, one adapter per acquirer. Today the sandbox acquirer
 * (./sandbox), which behaves like a real one; a real acquirer is one more adapter and nothing else.
 * The card travels through charge() once and is never kept by the caller.
 */

/** A card as the traveller typed it (already checked with card-validator). */
export type CardDetails = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holder: string;
};

export type CardBrand = 'visa' | 'mastercard' | 'jcb';

export type ChargeRequest = {
  /** our payment id: the acquirer charges one reference at most once, however often asked */
  reference: string;
  amountMinor: number;
  currency: string;
  card: CardDetails;
  brand: CardBrand;
};

/**
 * What the acquirer said about a charge: approved; declined with a code of spec §8 (or one the
 * catalogue does not know, shown as 'transaction abnormal'); or pending (3200) until it settles.
 */
export type ChargeOutcome =
  | { status: 'approved'; gatewayRef: string }
  | { status: 'pending'; gatewayRef: string }
  | { status: 'declined'; gatewayRef: string | null; code: string };

export type RefundOutcome =
  | { status: 'refunded'; refundRef: string }
  | { status: 'refused'; reason: 'unknown_charge' | 'not_settled' | 'over_refund' };

/** The acquirer could not be reached, or did not answer: nothing is known to have been charged. */
export class GatewayNetworkError extends Error {
  constructor(message = 'the payment gateway could not be reached') {
    super(message);
    this.name = 'GatewayNetworkError';
  }
}

export interface PaymentGateway {
  /** 'sandbox', or a real acquirer's name */
  readonly name: string;
  /** Authorises and captures at once. Throws GatewayNetworkError when the acquirer is unreachable. */
  charge(request: ChargeRequest, now: Date): Promise<ChargeOutcome>;
  /** The charge's state now (a pending charge may have settled since). */
  status(gatewayRef: string, now: Date): Promise<ChargeOutcome>;
  /**
   * The charge the acquirer holds under our reference, or null when it never received one (real
   * acquirers answer this by merchant reference). How a payment cut off mid-call (a crash, a
   * timeout) learns whether money was taken.
   */
  lookup(reference: string, now: Date): Promise<ChargeOutcome | null>;
  /** Returns money of an approved charge; the same key twice refunds once. */
  refund(
    gatewayRef: string,
    request: { key: string; amountMinor: number },
    now: Date,
  ): Promise<RefundOutcome>;
}
