import { useTranslations } from 'next-intl';
import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/** Which store's fleet: a plain GET form (?store=), so it works before the page's script loads. */
export function FleetStorePicker({
  stores,
  current,
}: {
  stores: { code: string; name: string }[];
  current: string;
}) {
  const t = useTranslations('ops.fleet');
  return (
    <form method="get" className={styles.form} aria-label={t('storePicker')}>
      <div className={styles.field}>
        <label htmlFor="ops-fleet-store">{t('store')}</label>
        <select id="ops-fleet-store" name="store" defaultValue={current}>
          {stores.map((store) => (
            <option key={store.code} value={store.code}>
              {store.code} · {store.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.secondary}>
          {t('show')}
        </button>
      </div>
    </form>
  );
}
