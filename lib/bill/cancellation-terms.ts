import type { CancellationFee, CancellationPolicy } from '@/lib/api/contract/cancellation';

/** When a cancellation falls, as the terms say it (hours before the pick-up time on the store's clock). */
export type CancellationWhen =
  /** at least `hours` before pick-up (0: any time before it) */
  | { kind: 'until'; hours: number }
  /** less than `from` and at least `to` hours before pick-up */
  | { kind: 'between'; from: number; to: number }
  /** less than `hours` before pick-up (and before it) */
  | { kind: 'lessThan'; hours: number }
  /** less than `hours` before pick-up, or after it: no tier fits there, after_pickup applies */
  | { kind: 'lessThanOrAfter'; hours: number }
  /** after the pick-up time, or not turning up */
  | { kind: 'afterPickup' }
  /** a policy with no tiers: the same at any time */
  | { kind: 'anyTime' };

export type CancellationTerm = { when: CancellationWhen; fee: CancellationFee };

/**
 * A package's cancellation policy (DESIGN.md §6: ordered tiers, the first that fits wins, after
 * pick-up `after_pickup`) as the lines a traveller reads, earliest first. Between the last tier and
 * the pick-up time no tier fits, so `after_pickup` applies there too.
 */
export function cancellationTerms(policy: CancellationPolicy): CancellationTerm[] {
  const { tiers } = policy;
  if (tiers.length === 0) return [{ when: { kind: 'anyTime' }, fee: policy.after_pickup }];
  const terms: CancellationTerm[] = tiers.map((tier, index) => ({
    when:
      index === 0
        ? { kind: 'until', hours: tier.hours_before }
        : tier.hours_before === 0
          ? { kind: 'lessThan', hours: tiers[index - 1]!.hours_before }
          : { kind: 'between', from: tiers[index - 1]!.hours_before, to: tier.hours_before },
    fee: tier.fee,
  }));
  const last = tiers.at(-1)!;
  terms.push({
    when:
      last.hours_before > 0 ? { kind: 'lessThanOrAfter', hours: last.hours_before } : { kind: 'afterPickup' },
    fee: policy.after_pickup,
  });
  return terms;
}

/**
 * Until how many hours before pick-up cancelling is free (0: until the pick-up time itself), or null
 * when it never is: the one rule behind a package's 'free cancellation' service and every claim the
 * site makes about it. Free means the earliest tiers charge nothing; a policy without tiers is free
 * only when even a cancellation after pick-up is.
 */
export function freeCancellationUntil(policy: CancellationPolicy): number | null {
  if (policy.tiers.length === 0) return policy.after_pickup.type === 'none' ? 0 : null;
  let until: number | null = null;
  for (const tier of policy.tiers) {
    if (tier.fee.type !== 'none') break;
    until = tier.hours_before;
  }
  return until;
}

/** What cancelling costs once it is no longer free (or from the start when it never is). */
export function firstCancellationFee(policy: CancellationPolicy): CancellationFee {
  return policy.tiers.find((tier) => tier.fee.type !== 'none')?.fee ?? policy.after_pickup;
}
