import { rolesAllow, type StaffPermission, type StaffRole } from '@/lib/ops/roles';

export type OpsPageKey = 'orders' | 'refunds' | 'desk' | 'fleet' | 'prices' | 'marketing' | 'staff';

/** The back office's pages after sign-in, in the header's order, with the permission each needs. */
export const OPS_PAGES: readonly { key: OpsPageKey; href: string; permission: StaffPermission }[] = [
  { key: 'orders', href: '/ops/orders', permission: 'orders.read' },
  { key: 'refunds', href: '/ops/refunds', permission: 'refunds.manage' },
  { key: 'desk', href: '/ops/desk', permission: 'desk.act' },
  { key: 'fleet', href: '/ops/fleet', permission: 'fleet.manage' },
  { key: 'prices', href: '/ops/prices', permission: 'prices.manage' },
  { key: 'marketing', href: '/ops/marketing', permission: 'marketing.manage' },
  { key: 'staff', href: '/ops/staff', permission: 'staff.manage' },
];

/** The pages the roles open. */
export const pagesOf = (roles: readonly StaffRole[]) =>
  OPS_PAGES.filter((page) => rolesAllow(roles, page.permission));

/**
 * Where a member starts (/ops, and after sign-in): the first page their roles open, so marketing
 * lands on its report, not on an order search it may not use.
 */
export const startPageOf = (roles: readonly StaffRole[]): string => pagesOf(roles)[0]?.href ?? '/ops/orders';
