import type { Order } from '@/lib/api/contract/booking';
import type { StaffRole } from '@/lib/ops/roles';
import type { OrderPaymentState, OrderState, RefundEvent, RefundState } from '@/lib/orders/transitions';
import type { ChangedField } from '@/lib/api/contract/order-change';

/** A member of staff as the back office's pages show them. */
export type StaffMember = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  /** the stores a store role covers */
  storeCodes: string[];
  disabled: boolean;
  /** the second factor is set up */
  enrolled: boolean;
  createdAt: string;
};

/** Who is signed in to the back office, and until when. */
export type StaffSession = { member: StaffMember; idleUntil: string; endsAt: string };

/**
 * The server's reading of the request: a member of staff past the second factor, nobody signed in
 * to the back office, or a traveller's or guest's session (which never opens it).
 */
export type StaffAccess =
  { kind: 'staff'; session: StaffSession } | { kind: 'signed_out' } | { kind: 'refused' };

/** A set-up link's account: the page greets them by name before they choose a password. */
export type SetupInfo = { email: string; name: string };

/** After the password: enrol the second factor (first login), or give a code. */
export type LoginStep =
  | {
      next: 'enrol';
      /** base32, in groups of four for typing into an authenticator app */
      secretGroups: string[];
      /** the QR code (the API's SVG) as a data: URL for an <img>: never markup in the page */
      qrImage: string;
    }
  | { next: 'code' };

/** The one-time link a new (or reset) member opens to choose a password. */
export type SetupLink = { member: StaffMember; setupUrl: string; expiresAt: string };

/** An amount as the API writes it (major units in a string) and its currency. */
export type StatedAmount = { amount: number; currency: string };
/** Integer minor units and the currency's digits. */
export type MinorAmount = { minor: number; currency: string; minorUnits: number };

/** One line of the order search: newest first. */
export type OpsOrderLine = {
  tradeNo: string;
  status: OrderState;
  paymentStatus: OrderPaymentState;
  refundStatus: RefundState | null;
  storeCode: string;
  /** the store's wall time, 'YYYY-MM-DD HH:mm' */
  pickupWallTime: string;
  dropOffWallTime: string;
  driverName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  car: string;
  total: StatedAmount;
  createdAt: string;
};

export type OpsOrderPage = { lines: OpsOrderLine[]; total: number; page: number; pageSize: number };

/** What the search form holds, as the URL's query carries it (every value a string, '' for none). */
export type OrderSearchValues = {
  trade_no: string;
  phone: string;
  email: string;
  name: string;
  store_code: string;
  pickup_from: string;
  pickup_to: string;
  status: string;
};

export type PaymentAttempt = {
  id: string;
  status: string;
  resultCode: string | null;
  amount: StatedAmount;
  gateway: string;
  gatewayRef: string | null;
  card: string | null;
  createdAt: string;
};

export type LedgerEntry = {
  id: string;
  kind: 'charge' | 'refund';
  status: string;
  code: string;
  amount: MinorAmount;
  createdAt: string;
};

export type RefundStep = { status: RefundState; at: string };

/** One change of the booking (issue 32): what changed, the totals before and after, fee and refund. */
export type BookingChange = {
  id: string;
  at: string;
  changed: ChangedField[];
  oldTotal: MinorAmount;
  newTotal: MinorAmount;
  fee: MinorAmount;
  refunded: MinorAmount;
};

export type OpsRefund = {
  tradeNo: string;
  status: RefundState;
  reason: string;
  remark: string;
  rejectReason: string | null;
  paid: MinorAmount;
  refund: MinorAmount;
  progress: RefundStep[];
  createdAt: string;
  /** the moves the refund's status allows now (lib/orders/transitions.ts) */
  moves: RefundEvent[];
};

export type SentMessage = {
  id: string;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

/** One field an action changed: its value before and after, in words as stored. */
export type AuditChange = { field: string; before: string | null; after: string | null };

export type AuditEntry = {
  id: string;
  action: string;
  operator: string;
  reason: string | null;
  changes: AuditChange[];
  createdAt: string;
};

export type OrderNote = { id: string; author: string; body: string; createdAt: string };

/** What this member of staff may do to the order now (the API's word). */
export type FileActions = { confirm: boolean; cancel: boolean; resendConfirmation: boolean; note: boolean };

export type TravellerPeople = {
  drivers: { name: string; birthday: string; licence: string }[];
  contact: { name: string; phone: string; email: string; localPhone: string | null };
};

/** An order's whole file: its state, the money's trail, what was sent, who did what, the notes. */
export type OpsOrderFile = {
  tradeNo: string;
  status: OrderState;
  paymentStatus: OrderPaymentState;
  pickupNo: string | null;
  refundStatus: RefundState | null;
  /** the pick-up store's zone, for its wall times */
  storeZone: string;
  payments: PaymentAttempt[];
  ledger: LedgerEntry[];
  refunds: OpsRefund[];
  changes: BookingChange[];
  /** the refund in progress (applied, under review or being paid), if any */
  liveRefund: OpsRefund | null;
  messages: SentMessage[];
  audit: AuditEntry[];
  notes: OrderNote[];
  can: FileActions;
  /** the drivers and the contact, as booked */
  people: TravellerPeople;
  /**
   * The order as the traveller reads it, as the API gives it: only the route reads it, to show the
   * traveller's own view through the order pages' mapper; the back office's components never do.
   */
  travellerOrder: Order;
};

/** One line of the refund queue. */
export type QueuedRefund = {
  refund: OpsRefund;
  contactName: string;
  ageHours: number;
  overdue: boolean;
};

export type RefundQueueName = 'open' | 'refunding' | 'closed';
export type RefundQueuePage = { lines: QueuedRefund[]; total: number; page: number; pageSize: number };

/** A store a store role may cover: its code and its name in the page's language. */
export type StoreChoice = { code: string; name: string };
