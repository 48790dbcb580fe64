import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/locales';
import { Link } from '@/lib/site/i18n/navigation';
import type { MinorAmount } from '../types';
import styles from './ops.module.css';

/** An amount in minor units (the API's refunds and ledger) in the page language. */
export const minorMoney = (amount: MinorAmount, lang: Lang) =>
  formatMoney(amount.minor / 10 ** amount.minorUnits, amount.currency, lang);

/** A back-office table: its column headings and rows, scrolling sideways on a narrow screen. */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: string[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type PagerProps = {
  page: number;
  pages: number;
  /** the link of a page */
  href: (page: number) => string;
  /** the pager's name, its links' words and 'page 2 of 5' */
  words: { label: string; previous: string; next: string; position: string };
};

/** The previous and next page of a paged list, when it has more than one. */
export function Pager({ page, pages, href, words }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.label} className={styles.pager}>
      {page > 1 && <Link href={href(page - 1)}>{words.previous}</Link>}
      <span>{words.position}</span>
      {page < pages && <Link href={href(page + 1)}>{words.next}</Link>}
    </nav>
  );
}
