import { useLocale, useTranslations } from 'next-intl';
import type { CancellationFee, CancellationPolicy } from '@/lib/api/contract/cancellation';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { cancellationTerms, type CancellationWhen } from '../cancellation-terms';

/** The package's cancellation terms in words (the order keeps a copy; refunds are computed from it). */
export function CancellationTermsList({
  policy,
  localCurrency,
  className,
}: {
  policy: CancellationPolicy;
  /** the store's currency, in which fixed fees are set */
  localCurrency: string;
  className?: string;
}) {
  const t = useTranslations('booking.cancellation');
  const lang = useLocale() as Lang;
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
  const fee = (charge: CancellationFee) => {
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
