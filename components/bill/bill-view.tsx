import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Money, moneyText } from '@/components/money';
import type { Amount, Bill, BillLine } from '@/lib/api/contract/bill';
import type { Money as MoneyValue } from '@/lib/site/booking-flow/money';
import type { Lang } from '@/lib/i18n/locales';
import { amountMoney } from '@/lib/site/booking-flow/amount-money';
import { billFigures } from '@/lib/site/booking-flow/bill-figures';
import { BillHead, BillRow } from './bill-row';
import table from './bill-table.module.css';
import { BillTotals } from './bill-totals';
import styles from './bill-view.module.css';

type Props = {
  bill: Bill;
  /** the table's caption; 'Your bill' by default */
  caption?: string;
  /** a line under the caption, e.g. the package's name */
  note?: ReactNode;
};

/**
 * A booking's bill (spec §3 'Bill') as computed by lib/bill: the package (per day × days), other
 * lines (young driver, one-way), extras, promotions, then the total, what is paid online now and at
 * the counter, in the payment currency and the store's when they differ. Lines outside the bill
 * (the Out Of Hours Fee, extras paid at the counter) are listed apart and never added to the total.
 * Shared by the fill-in step (live), the review step and the pages after booking.
 */
export function BillView({ bill, caption, note }: Props) {
  const t = useTranslations('booking.bill');
  const lang = useLocale() as Lang;
  const money = (amount: Amount) => amountMoney(amount, bill.currencies);
  const inBill = (lines: BillLine[]) => lines.filter((line) => !line.notInBill);
  const later = [...bill.otherLines, ...bill.extraServiceLines].filter((line) => line.notInBill);
  const { baseSetBill } = bill;
  const figures = billFigures(bill);
  const groups = [
    { key: 'other', title: t('other'), lines: inBill(bill.otherLines) },
    { key: 'extras', title: t('extras'), lines: inBill(bill.extraServiceLines) },
    { key: 'promotions', title: t('promotions'), lines: bill.promotions },
  ].filter((group) => group.lines.length > 0);

  return (
    <div className={styles.bill} data-testid="bill">
      <table className={table.table}>
        <caption className={table.caption}>
          {caption ?? t('title')}
          {note && <span className={styles.note}>{note}</span>}
        </caption>
        <BillHead item={t('item')} amount={t('amount')} />
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={2} className={table.group}>
              {t('package')}
            </th>
          </tr>
          {baseSetBill.lines.map((line) => (
            <Line key={line.code} line={line} money={money} />
          ))}
          <BillRow
            className={styles.subtotal}
            code="base_total"
            name={t('packageTotal')}
            quantity={{
              words: t('perDay', { count: baseSetBill.rentDays }),
              count: baseSetBill.rentDays,
              unit: money(baseSetBill.unitPrice),
            }}
            total={money(baseSetBill.total)}
          />
        </tbody>
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr>
              <th scope="rowgroup" colSpan={2} className={table.group}>
                {group.title}
              </th>
            </tr>
            {group.lines.map((line) => (
              <Line key={`${line.code}-${line.extraId ?? ''}`} line={line} money={money} />
            ))}
          </tbody>
        ))}
        <BillTotals
          total={figures.total}
          payNow={figures.payNow}
          payAtCounter={figures.payAtCounter}
          labels={{ total: t('total'), payNow: t('payNow'), payAtCounter: t('payAtCounter') }}
          counterNote={
            later.length > 0
              ? t('counterIncludesLater', { amount: moneyText(figures.later, lang) })
              : undefined
          }
        />
      </table>
      {later.length > 0 && (
        <table className={`${table.table} ${styles.later}`}>
          <caption className={styles.laterCaption}>
            {t('laterTitle')}
            <span className={styles.note}>{t('laterNote')}</span>
          </caption>
          <BillHead item={t('item')} amount={t('amount')} />
          <tbody>
            {later.map((line) => (
              <Line key={`${line.code}-${line.extraId ?? ''}`} line={line} money={money} />
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.subtotal}>
              <th scope="row">{t('laterTotal')}</th>
              <td>
                <Money value={figures.later} layout="stacked" />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

function Line({ line, money }: { line: BillLine; money: (amount: Amount) => MoneyValue }) {
  const t = useTranslations('booking.bill');
  const lang = useLocale() as Lang;
  const words =
    line.section === 'promotion'
      ? null
      : line.section === 'extra'
        ? t('quantity', { count: line.count })
        : line.unit === 'day'
          ? t('perDay', { count: line.count })
          : line.count > 1
            ? t('times', { count: line.count })
            : null;
  return (
    <BillRow
      code={line.code}
      name={line.name[lang]}
      quantity={words ? { words, count: line.count, unit: money(line.unitPrice) } : null}
      total={money(line.total)}
      discount={line.section === 'promotion'}
    />
  );
}
