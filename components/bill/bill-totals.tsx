import { Money } from '@/components/money';
import type { Money as MoneyValue } from '@/lib/site/booking-flow/money';
import styles from './bill-totals.module.css';

type Props = {
  total: MoneyValue;
  payNow: MoneyValue;
  payAtCounter: MoneyValue;
  /** the three rows' words, from the caller's messages */
  labels: { total: string; payNow: string; payAtCounter: string };
  /**
   * When the counter amount includes fees outside the total (the out-of-hours fee, extras paid
   * there), the words that say so: what is paid at the counter is never shown as less than it is.
   */
  counterNote?: string;
};

/**
 * The foot of a bill table: the total, then what is paid online now and at the counter (spec §3).
 * The plan page's quote and the booking's bill show the same three rows the same way.
 */
export function BillTotals({ total, payNow, payAtCounter, labels, counterNote }: Props) {
  return (
    <tfoot>
      <tr className={styles.total}>
        <th scope="row">{labels.total}</th>
        <td>
          <Money value={total} layout="stacked" />
        </td>
      </tr>
      <tr className={styles.split}>
        <th scope="row">{labels.payNow}</th>
        <td>
          <Money value={payNow} layout="stacked" />
        </td>
      </tr>
      <tr className={styles.split}>
        <th scope="row">
          {labels.payAtCounter}
          {counterNote && <span className={styles.note}>{counterNote}</span>}
        </th>
        <td>
          <Money value={payAtCounter} layout="stacked" />
        </td>
      </tr>
    </tfoot>
  );
}
