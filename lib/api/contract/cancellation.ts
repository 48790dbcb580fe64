import { z } from 'zod';

/** What cancelling costs at one point in time, against what was paid for the booking. */
export const cancellationFeeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }).describe('free: everything paid is refunded'),
  z
    .object({ type: z.literal('days'), days: z.number().int().min(1) })
    .describe("the package's price for this many rental days"),
  z
    .object({ type: z.literal('percent'), percent: z.number().min(0).max(100) })
    .describe('a share of the total paid'),
  z
    .object({ type: z.literal('fixed'), amount: z.string().regex(/^\d+(\.\d+)?$/) })
    .describe("a fixed amount in the store's currency"),
]);
export type CancellationFee = z.infer<typeof cancellationFeeSchema>;

/**
 * A package's cancellation terms (DESIGN.md §6): ordered tiers, each the fee for cancelling at least
 * hours_before hours before the pick-up time on the store's clock, the first that fits wins; after
 * the pick-up time after_pickup applies. Copied onto the order when it is booked, so later changes
 * to a package never change a booking's terms.
 */
export const cancellationPolicySchema = z.object({
  tiers: z
    .array(z.object({ hours_before: z.number().min(0), fee: cancellationFeeSchema }))
    .refine(
      (tiers) =>
        tiers.every((tier, index) => index === 0 || tier.hours_before < tiers[index - 1]!.hours_before),
      'tiers go from the most hours before pick-up to the fewest',
    )
    .describe('from the earliest cancellation to the latest'),
  after_pickup: cancellationFeeSchema.describe('a no-show or a cancellation after the pick-up time'),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** Nothing refunded once booked: the terms of a package that states none. */
export const NON_REFUNDABLE: CancellationPolicy = {
  tiers: [],
  after_pickup: { type: 'percent', percent: 100 },
};
