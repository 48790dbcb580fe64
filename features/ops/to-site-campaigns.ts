import type { LocalizedText } from '@/lib/api/contract/car';
import type { OpsCouponCampaign } from '@/lib/api/contract/ops-coupons';

/*
 * Marketing's coupon campaigns reshaped for the coupons page (types only: no zod). The amounts
 * stay decimal text as marketing typed them; the uses are counts, never a traveller.
 */
export type CampaignUses = {
  /** orders holding the code now (a cancelled or expired unpaid order gave its use back) */
  orders: number;
  paidOrders: number;
  /** travellers' wallets holding it */
  wallets: number;
};

export type CouponCampaign = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  currency: string | null;
  lessLimit: string;
  countries: string[];
  stores: string[];
  startsAt: string;
  endsAt: string;
  active: boolean;
  usesPerTraveller: number | null;
  usesTotal: number | null;
  description: LocalizedText;
  createdAt: string;
  uses: CampaignUses;
};

/** Where a campaign stands now: paused by marketing, or by its dates. */
export type CampaignState = 'paused' | 'scheduled' | 'running' | 'ended' | 'used_up';

export const toCouponCampaign = (answer: OpsCouponCampaign): CouponCampaign => ({
  code: answer.code,
  kind: answer.kind,
  value: answer.value,
  currency: answer.currency,
  lessLimit: answer.less_limit,
  countries: answer.countries,
  stores: answer.stores,
  startsAt: answer.starts_at,
  endsAt: answer.ends_at,
  active: answer.active,
  usesPerTraveller: answer.uses_per_traveller,
  usesTotal: answer.uses_total,
  description: answer.description,
  createdAt: answer.created_at,
  uses: { orders: answer.uses.orders, paidOrders: answer.uses.paid_orders, wallets: answer.uses.wallets },
});

export function campaignState(campaign: CouponCampaign, now: Date): CampaignState {
  if (!campaign.active) return 'paused';
  if (now < new Date(campaign.startsAt)) return 'scheduled';
  if (now >= new Date(campaign.endsAt)) return 'ended';
  if (campaign.usesTotal !== null && campaign.uses.orders >= campaign.usesTotal) return 'used_up';
  return 'running';
}

/**
 * The campaign list after one campaign changed: the answer replaces its row, or a new campaign
 * comes first (the list is newest first).
 */
export const withCampaign = (list: CouponCampaign[] | undefined, campaign: CouponCampaign) =>
  list?.some((row) => row.code === campaign.code)
    ? list.map((row) => (row.code === campaign.code ? campaign : row))
    : [campaign, ...(list ?? [])];
