'use client';

import { useTranslations } from 'next-intl';
import { RedirectCountdown } from '@/components/redirect-countdown';
import buttonStyles from '@/components/forms/button.module.css';
import { Link } from '@/lib/site/i18n/navigation';
import type { BookOutcome } from '../book-outcome';
import styles from './review.module.css';

/** What the traveller can do after a refused booking (spec §8): wait and be taken on, search again, retry. */
export function BookOutcomeView({
  outcome,
  carListHref,
  onRetry,
}: {
  outcome: Exclude<BookOutcome, { kind: 'fix' }>;
  carListHref: string;
  onRetry: () => void;
}) {
  const t = useTranslations('booking.outcome');
  const tErrors = useTranslations('errors');
  switch (outcome.kind) {
    case 'sold_out':
      return (
        <div role="alert" className={styles.outcome}>
          <p className={styles.outcomeTitle}>{tErrors('booking.sold_out')}</p>
          <RedirectCountdown
            href={carListHref}
            text={(seconds) => tErrors('booking.sold_out_redirect', { seconds })}
          />
          <Link href={carListHref}>{t('carListNow')}</Link>
        </div>
      );
    case 'order_repeat':
      return (
        <div role="alert" className={styles.outcome}>
          <p className={styles.outcomeTitle}>{tErrors('booking.order_repeat')}</p>
          <RedirectCountdown
            href="/order"
            text={(seconds) => tErrors('booking.order_repeat_redirect', { seconds })}
          />
          <Link href="/order">{t('ordersNow')}</Link>
        </div>
      );
    case 'search_again':
      return (
        <div role="alert" className={styles.outcome}>
          <p className={styles.outcomeTitle}>{tErrors(outcome.reason)}</p>
          <Link href={carListHref}>{t('searchAgain')}</Link>
        </div>
      );
    case 'retry':
      return (
        <div role="alert" className={styles.outcome}>
          <p className={styles.outcomeTitle}>
            {outcome.reason === 'system_error' ? tErrors('booking.system_error') : tErrors(outcome.reason)}
          </p>
          <p>{t('retryNote')}</p>
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
  }
}
