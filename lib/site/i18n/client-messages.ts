/**
 * The messages client components read. Only these are sent to the browser: the rest (home copy,
 * articles, ...) is rendered on the server and would only weigh down every page. The site's own set
 * goes with every page (the header, the dialogs in the layout: login and order search, the error
 * page); a part of the site adds the set of its own client components for its subtree only
 * (RouteMessages), so the car list does not carry the booking form's words, nor the order pages'.
 * A client component that reads another namespace must add it here, to the set of every route it
 * renders on: a whole namespace ('carDetail'), or one branch of it ('bookingResult.live') when the
 * rest is server-rendered. The e2e suite fails a page that misses one (MISSING_MESSAGE).
 */
export const SITE_NAMESPACES = [
  'header',
  'modals',
  'behaviours',
  'errors',
  'errorPage',
  'account',
  'orders.form',
  'orders.forgot',
] as const;

/** The search form, on the homes and the search page; its problems are worded as the booking form's. */
const SEARCH = ['search', 'booking.fields'] as const;
/** The car detail and its plans: the comparison, tier and pay-mode switches, expiry, sold out. */
const CAR_DETAIL = ['carDetail', 'fees', 'booking.cancellation'] as const;
const ORDER_RESULT = ['bookingResult.live', 'cardPayment'] as const;

export const ROUTE_NAMESPACES = {
  search: SEARCH,
  /** the car list's filters and its expiry notice (its cards are server-rendered) */
  carList: ['carList'],
  carDetail: CAR_DETAIL,
  /** the fill-in form (saved people, coupons, phone code, deposit, documents to bring) and its answer */
  fillIn: [...CAR_DETAIL, 'booking', 'coupons', 'documents', ...ORDER_RESULT],
  payment: ['booking', 'carDetail', 'fees', ...ORDER_RESULT],
  orders: [
    'booking',
    'fees',
    ...ORDER_RESULT,
    'orders.list',
    'orders.status',
    'orders.paymentStatus',
    'orders.payMethod',
    'orders.refundStatus',
    'orders.actions',
    'orders.bind',
    'orders.change',
    // the change form's package choices, named as the car detail names them (lib/i18n/package-label.ts)
    'carDetail.tiers',
    'carDetail.payModes',
    // the bills of a change's quote, drawn in the browser (their mileage line's units)
    'orders.units',
    'orders.unitOne',
    'coupons',
    'refunds',
  ],
  /** the account's saved people (the booking form's fields) and coupon wallet */
  account: ['booking', 'coupons'],
  /** the back office: its own words, and the order and refund states and reasons in the travellers' words */
  ops: ['ops', 'orders.status', 'orders.paymentStatus', 'orders.refundStatus', 'refunds.reasons'],
} as const satisfies Record<string, readonly string[]>;

export type MessageRoute = keyof typeof ROUTE_NAMESPACES;

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branch at `path` of `messages`, copied into `into` at the same place. */
function copyBranch(messages: Tree, into: Tree, path: readonly string[]) {
  const [key, ...rest] = path;
  if (key === undefined || !(key in messages)) return;
  const value = messages[key];
  if (rest.length === 0 || !isTree(value)) {
    into[key] = value;
    return;
  }
  const target = isTree(into[key]) ? into[key] : (into[key] = {});
  copyBranch(value, target, rest);
}

/** The site's client messages, those of `route` when given, and the `extra` paths. */
export function clientMessages<T extends Record<string, unknown>>(
  messages: T,
  route?: MessageRoute,
  extra: readonly string[] = [],
): Partial<T> {
  const picked: Tree = {};
  const paths = [...SITE_NAMESPACES, ...(route ? ROUTE_NAMESPACES[route] : []), ...extra];
  for (const path of paths) copyBranch(messages, picked, path.split('.'));
  return picked as Partial<T>;
}
