import type { ReactNode } from 'react';
import { Money } from '@/components/money';
import { approximateFigures, type Money as MoneyValue } from '@/lib/site/booking-flow/money';
import styles from './bill-table.module.css';

type Props = {
  code: string;
  className?: string;
  name: string;
  /** how many, in words ('3 days', '× 2'), and the price of one; none for a line of one amount */
  quantity?: { words: string; count: number; unit: MoneyValue } | null;
  total: MoneyValue;
  /** a promotion: its amount takes the discount colour */
  discount?: boolean;
  /** anything said under the line (e.g. 'pay at the counter') */
  children?: ReactNode;
};

/**
 * One row of a bill table: the item, its count × unit price ('≈' before each figure whose product
 * misses the line's total in its currency: see approximateFigures), and its amount in both currencies.
 */
export function BillRow({ code, className, name, quantity, total, discount, children }: Props) {
  return (
    <tr className={className} data-code={code}>
      <th scope="row">
        <span className={styles.name}>{name}</span>
        {quantity && (
          <span className={styles.detail}>
            {quantity.words}
            {' × '}
            <Money
              value={quantity.unit}
              approximate={approximateFigures(quantity.unit, quantity.count, total)}
            />
          </span>
        )}
        {children}
      </th>
      <td className={discount ? styles.discount : undefined}>
        <Money value={total} layout="stacked" />
      </td>
    </tr>
  );
}

/**
 * The bill tables' column headers, for screen readers only: the rows name themselves, and the
 * columns are 'item' and 'amount' in the page's language.
 */
export function BillHead({ item, amount }: { item: string; amount: string }) {
  return (
    <thead className="visually-hidden">
      <tr>
        <th scope="col">{item}</th>
        <th scope="col">{amount}</th>
      </tr>
    </thead>
  );
}
