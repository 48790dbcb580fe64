import { useTranslations } from 'next-intl';
import buttonStyles from '@/components/forms/button.module.css';
import type { StoreChoice } from '../types';
import styles from './ops.module.css';

export type ReportFormValues = { from: string; to: string; store: string };

/**
 * The report's range and store. A plain GET form: the filter lives in the address (shared,
 * reloaded, bookmarked) and the page reads it on the server, so no script is needed.
 */
export function CampaignReportForm({
  values,
  stores,
  problem,
}: {
  values: ReportFormValues;
  stores: StoreChoice[];
  /** what is wrong with the range, as the API named it */
  problem?: string;
}) {
  const t = useTranslations('ops.report');
  return (
    <form method="get" className={styles.form} aria-describedby={problem ? 'report-problem' : undefined}>
      <div className={styles.searchGrid}>
        <div className={styles.field}>
          <label htmlFor="report-from">{t('from')}</label>
          <input id="report-from" name="from" type="date" defaultValue={values.from} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="report-to">{t('to')}</label>
          <input
            id="report-to"
            name="to"
            type="date"
            defaultValue={values.to}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-problem' : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="report-store">{t('store')}</label>
          <select id="report-store" name="store" defaultValue={values.store}>
            <option value="">{t('allStores')}</option>
            {stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.code} · {store.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <p id="report-problem" role="alert" className={styles.error}>
          {t(`problems.${problem === 'range_reversed' || problem === 'range_too_long' ? problem : 'invalid'}`)}
        </p>
      )}
      <p className={styles.hint}>{t('utcNote')}</p>
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.primary}>
          {t('show')}
        </button>
      </div>
    </form>
  );
}
