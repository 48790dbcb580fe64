import { useLocale, useTranslations } from 'next-intl';
import buttonStyles from '@/components/forms/button.module.css';
import type { Lang } from '@/lib/i18n/locales';
import type { DeskStore } from '../to-site-desk';
import styles from './ops.module.css';

/**
 * Which store's desk and which day: a plain GET form (?store=&date=), so it works before the
 * page's script loads. The day is on the store's clock, and the form says which clock that is.
 */
export function DeskPicker({ stores, store, date }: { stores: DeskStore[]; store: DeskStore; date: string }) {
  const t = useTranslations('ops.desk');
  const lang = useLocale() as Lang;
  return (
    <form method="get" className={styles.form} aria-label={t('picker')}>
      <div className={styles.searchGrid}>
        <div className={styles.field}>
          <label htmlFor="ops-desk-store">{t('store')}</label>
          <select id="ops-desk-store" name="store" defaultValue={store.code}>
            {stores.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.code} · {choice.name[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="ops-desk-date">{t('date')}</label>
          <input
            id="ops-desk-date"
            name="date"
            type="date"
            defaultValue={date}
            aria-describedby="ops-desk-date-hint"
          />
          <p id="ops-desk-date-hint" className={styles.hint}>
            {t('clock', { city: store.city[lang], zone: store.zone })}
          </p>
        </div>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.secondary}>
          {t('show')}
        </button>
      </div>
    </form>
  );
}
