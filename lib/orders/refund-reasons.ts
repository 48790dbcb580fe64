/**
 * Why a traveller asks for the money back: a fixed list of codes, worded by the site
 * (refunds.reasons.* in messages/). No zod here: the apply page's select reads it without the schemas.
 */
export const REFUND_REASONS = [
  'change_of_plans',
  'flight_changed',
  'found_better_price',
  'booked_by_mistake',
  'travel_restrictions',
  'other',
] as const;
export type RefundReasonCode = (typeof REFUND_REASONS)[number];

export const REFUND_REMARK_MAX = 500;
