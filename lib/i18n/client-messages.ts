/**
 * The messages client components read. Only these are sent to the browser: the rest (home copy,
 * articles, ...) is rendered on the server and would only weigh down every page. A client component
 * that reads another namespace must add it here: a whole namespace ('carDetail'), or one branch of
 * it ('bookingResult.live') when the rest of the namespace is server-rendered.
 */
export const CLIENT_NAMESPACES = [
  'header',
  'modals',
  'behaviours',
  'errors',
  'errorPage',
  'search',
  'carList',
  'carDetail',
  'fees',
  'booking',
  'bookingResult.live',
  'account',
  'cardPayment',
  'orders.form',
  'orders.forgot',
  'orders.list',
  'orders.status',
  'orders.paymentStatus',
  'orders.payMethod',
  'orders.refundStatus',
  'orders.actions',
  'orders.bind',
  'coupons',
  'refunds',
] as const;

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

export function clientMessages<T extends Record<string, unknown>>(messages: T): Partial<T> {
  const picked: Tree = {};
  for (const path of CLIENT_NAMESPACES) copyBranch(messages, picked, path.split('.'));
  return picked as Partial<T>;
}
