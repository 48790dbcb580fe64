import type { CancellationFee, CancellationPolicy } from '@/lib/api/contract/cancellation';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import type { Section, VoucherContext } from './voucher-model';

function feeText(fee: CancellationFee, storeCurrency: string, context: VoucherContext): string {
  const { t, lang } = context;
  switch (fee.type) {
    case 'none':
      return t('cancellation.fee.none');
    case 'percent':
      return t('cancellation.fee.percent', { percent: formatNumber(fee.percent, lang) });
    case 'days':
      return t('cancellation.fee.days', { days: fee.days });
    case 'fixed':
      return t('cancellation.fee.fixed', { amount: formatMoney(Number(fee.amount), storeCurrency, lang) });
  }
}

/**
 * The order's copy of its package's terms, in words. A tier applies from its hours_before up to
 * the tier before it; below the last tier, and after the pick-up time, after_pickup applies
 * (the rule of lib/bill/cancellation.ts feeAt).
 */
export function cancellationRows(policy: CancellationPolicy, storeCurrency: string, context: VoucherContext) {
  const { t } = context;
  const fee = (value: CancellationFee) => feeText(value, storeCurrency, context);
  if (policy.tiers.length === 0) return [t('cancellation.any_time', { fee: fee(policy.after_pickup) })];
  const rows = policy.tiers.map((tier, index) => {
    const until = policy.tiers[index - 1]?.hours_before;
    const hours = tier.hours_before;
    if (until === undefined) {
      return hours > 0
        ? t('cancellation.from', { hours, fee: fee(tier.fee) })
        : t('cancellation.before_pickup', { fee: fee(tier.fee) });
    }
    return hours > 0
      ? t('cancellation.between', { hours, until, fee: fee(tier.fee) })
      : t('cancellation.until_pickup', { until, fee: fee(tier.fee) });
  });
  const last = policy.tiers.at(-1)!.hours_before;
  if (last > 0) rows.push(t('cancellation.until_pickup', { until: last, fee: fee(policy.after_pickup) }));
  rows.push(t('cancellation.after_pickup', { fee: fee(policy.after_pickup) }));
  return rows;
}

export function cancellationSection(
  policy: CancellationPolicy,
  storeCurrency: string,
  context: VoucherContext,
): Section {
  return {
    title: context.t('cancellation.title'),
    blocks: [
      { kind: 'list', items: cancellationRows(policy, storeCurrency, context) },
      { kind: 'paragraph', text: context.t('cancellation.note'), muted: true },
    ],
  };
}
