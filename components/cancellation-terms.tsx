import { useLocale, useTranslations } from 'next-intl';
import type { CancellationFee, CancellationPolicy } from '@/lib/api/contract/cancellation';
import {
  cancellationTerms,
  firstCancellationFee,
  freeCancellationUntil,
  type CancellationWhen,
} from '@/lib/bill/cancellation-terms';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';

/** A fee of the terms in words: 'free', "you pay 1 day's rental", 'no refund'. */
function useFeeWords(localCurrency: string) {
  const t = useTranslations('booking.cancellation');
  const lang = useLocale() as Lang;
  return (charge: CancellationFee) => {
    switch (charge.type) {
      case 'none':
        return t('fees.none');
      case 'days':
        return t('fees.days', { days: charge.days });
      case 'percent':
        return charge.percent === 100 ? t('fees.all') : t('fees.percent', { percent: charge.percent });
      case 'fixed':
        return t('fees.fixed', { amount: formatMoney(Number(charge.amount), localCurrency, lang) });
    }
  };
}

type TermsProps = {
  policy: CancellationPolicy;
  /** the store's currency, in which fixed fees are set */
  localCurrency: string;
  className?: string;
};

/** The package's cancellation terms in words (the order keeps a copy; refunds are computed from it). */
export function CancellationTermsList({ policy, localCurrency, className }: TermsProps) {
  const t = useTranslations('booking.cancellation');
  const fee = useFeeWords(localCurrency);
  const when = (at: CancellationWhen) => {
    switch (at.kind) {
      case 'until':
        return at.hours === 0 ? t('untilPickup') : t('until', { hours: at.hours });
      case 'between':
        return t('between', { from: at.from, to: at.to });
      case 'lessThan':
        return t('lessThan', { hours: at.hours });
      case 'lessThanOrAfter':
        return t('lessThanOrAfter', { hours: at.hours });
      case 'afterPickup':
        return t('afterPickup');
      case 'anyTime':
        return t('anyTime');
    }
  };
  return (
    <ul className={className}>
      {cancellationTerms(policy).map((term, index) => (
        <li key={index}>
          {when(term.when)}: <strong>{fee(term.fee)}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * The terms in one line, as the comparison and the car list say them: until when cancelling is free,
 * or what it costs when it never is (freeCancellationUntil, the rule behind the service's tick).
 */
export function CancellationSummary({ policy, localCurrency, className }: TermsProps) {
  const t = useTranslations('booking.cancellation');
  const fee = useFeeWords(localCurrency);
  const until = freeCancellationUntil(policy);
  const text =
    until === null
      ? t('summary.notFree', { fee: fee(firstCancellationFee(policy)) })
      : until === 0
        ? t('summary.freeUntilPickup')
        : t('summary.freeUntil', { hours: until });
  return <span className={className}>{text}</span>;
}
