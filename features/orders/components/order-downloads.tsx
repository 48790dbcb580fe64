import { useLocale, useTranslations } from 'next-intl';
import buttonStyles from '@/components/forms/plain-button.module.css';
import { orderCalendarHref } from '@/lib/site/booking-flow/routes';
import { API_VERSION_PATH } from '@/lib/site/api/config';
import { calendarFileName } from '@/lib/calendar/ics';
import { getPathname } from '@/lib/site/i18n/navigation';
import type { Lang } from '@/lib/i18n/locales';
import styles from './order-detail.module.css';

/**
 * The files of the order: the voucher (GET /order/get_voucher, the confirmation's page) and, for a
 * booking that will happen, the trip as a calendar file (the booking result's .ics), both read with
 * the visitor's own access.
 */
export function OrderDownloads({ tradeNo, live }: { tradeNo: string; live: boolean }) {
  const t = useTranslations('orders.detail');
  const lang = useLocale() as Lang;
  const voucher = `${API_VERSION_PATH}/order/get_voucher?${new URLSearchParams({ trade_no: tradeNo, lang })}`;
  return (
    <div className={styles.card}>
      <p>
        <a
          className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
          href={voucher}
          download={`voucher-${tradeNo}.html`}
        >
          {t('voucher')}
        </a>{' '}
        <span className={styles.note}>{t('voucherHint')}</span>
      </p>
      {live && (
        <p>
          <a
            className={`${buttonStyles.secondary} ${buttonStyles.compact}`}
            href={getPathname({ href: orderCalendarHref(tradeNo), locale: lang })}
            download={calendarFileName(tradeNo)}
          >
            {t('calendar')}
          </a>{' '}
          <span className={styles.note}>{t('calendarHint')}</span>
        </p>
      )}
    </div>
  );
}
