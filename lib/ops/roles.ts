// No zod here: the back office's pages read the roles and what each may do without the schemas.
/**
 * The back office's roles and what each may do: the one rule the API checks on every call and the
 * pages read to show only what the member of staff can use. A store role acts only on the orders of
 * the stores its account lists (server/domain/operators/scope.ts); marketing never sees a traveller's
 * name, phone or e-mail.
 */
export const STAFF_ROLES = ['admin', 'customer_service', 'store', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** add, change, disable staff and re-issue their set-up link */
  'staff.manage',
  /** find orders and read an order's file (a store role: its own stores only) */
  'orders.read',
  /** confirm an order with a pick-up number */
  'orders.confirm',
  /** cancel for the traveller, resend the confirmation */
  'orders.act',
  /** add an internal note */
  'orders.note',
  /** the refund queue and its moves: review, approve, reject, complete */
  'refunds.manage',
  /** the store desk: a day's pick-ups and returns, hand over, take back, no-show (a store role: its stores) */
  'desk.act',
  /** the fleet's units and maintenance blocks: list, add, retire, block, unblock (a store role: its stores) */
  'fleet.manage',
  /** rates, charge items and extras' prices, with the periods they apply to, and their history */
  'prices.manage',
  /** the campaign report, coupon campaigns, banners and the deep-link builder: aggregates only */
  'marketing.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  customer_service: ['orders.read', 'orders.confirm', 'orders.act', 'orders.note', 'refunds.manage', 'desk.act'],
  store: ['orders.read', 'orders.confirm', 'orders.note', 'desk.act', 'fleet.manage'],
  marketing: ['marketing.manage'],
};

/** Whether any of the roles grants the permission. */
export function rolesAllow(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return roles.some((role) => GRANTS[role].includes(permission));
}

/** Whether the roles reach every store's orders (a store role alone reaches only its own). */
export function rolesSeeAllStores(roles: readonly StaffRole[]): boolean {
  return roles.includes('admin') || roles.includes('customer_service');
}

/** Spec §4: customer service reviews a refund within 2-3 days; past three it is overdue. */
export const REFUND_REVIEW_DUE_HOURS = 72;
/** A staff session ends after 30 minutes unused, and a working day after its login whatever happens. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 10;
