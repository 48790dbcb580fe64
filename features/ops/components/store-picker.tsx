import buttonStyles from '@/components/forms/button.module.css';
import styles from './ops.module.css';

/**
 * Which store a back-office page shows (prices, fleet): a plain GET form (?store=), so it works
 * before the page's script loads. The page names it in its own words.
 */
export function StorePicker({
  id,
  stores,
  current,
  labels,
}: {
  /** the select's id, unique on the page */
  id: string;
  stores: { code: string; name: string }[];
  current: string;
  labels: { form: string; store: string; submit: string };
}) {
  return (
    <form method="get" className={styles.form} aria-label={labels.form}>
      <div className={styles.field}>
        <label htmlFor={id}>{labels.store}</label>
        <select id={id} name="store" defaultValue={current}>
          {stores.map((store) => (
            <option key={store.code} value={store.code}>
              {store.code} · {store.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={buttonStyles.secondary}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
