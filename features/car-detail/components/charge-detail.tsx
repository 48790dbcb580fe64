import { useLocale, useTranslations } from 'next-intl';
import { BillHead, BillRow } from '@/components/bill/bill-row';
import table from '@/components/bill/bill-table.module.css';
import { BillTotals } from '@/components/bill/bill-totals';
import { moneyText } from '@/components/money';
import { addMoney } from '@/lib/site/booking-flow/money';
import type { Lang } from '@/lib/i18n/locales';
import type { PackageOffer, PriceLine } from '../types';
import styles from './charge-detail.module.css';

type Props = {
  quote: Pick<PackageOffer, 'lines' | 'total' | 'payNow' | 'payAtCounter'>;
  /** a visible caption (the plan page) or one for assistive technology only (inside a comparison) */
  caption: string;
  captionHidden?: boolean;
};

/**
 * A package's bill lines (spec §3 charge_detail), each as count × unit price = total in the payment
 * and the store's currency. Lines not in the bill (the Out Of Hours Fee, spec §4) are listed apart,
 * labelled as payable later at the counter, and are not part of the total: the totals shown are the
 * API's own (total_charge, online_charge), and what is paid at the counter adds those lines to
 * offline_charge (payAtCounter), saying so. A converted unit price that × count misses the line's total is '≈'.
 */
export function ChargeDetail({ quote, caption, captionHidden }: Props) {
  const t = useTranslations('carDetail.charges');
  const lang = useLocale() as Lang;
  const inBill = quote.lines.filter((line) => !line.notInBill);
  const later = quote.lines.filter((line) => line.notInBill);
  return (
    <table className={table.table}>
      <caption className={captionHidden ? 'visually-hidden' : table.caption}>{caption}</caption>
      <BillHead item={t('item')} amount={t('amount')} />
      <tbody>
        {inBill.map((line) => (
          <Line key={line.code} line={line} />
        ))}
      </tbody>
      {later.length > 0 && (
        <tbody className={styles.later}>
          <tr>
            <th scope="rowgroup" colSpan={2} className={table.group}>
              {t('laterTitle')}
            </th>
          </tr>
          {later.map((line) => (
            <Line key={line.code} line={line} notInBill />
          ))}
        </tbody>
      )}
      <BillTotals
        total={quote.total}
        payNow={quote.payNow}
        payAtCounter={quote.payAtCounter}
        labels={{ total: t('total'), payNow: t('payNow'), payAtCounter: t('payAtCounter') }}
        counterNote={
          later.length > 0
            ? t('counterIncludesLater', {
                amount: moneyText(later.map((line) => line.total).reduce(addMoney), lang),
              })
            : undefined
        }
      />
    </table>
  );
}

function Line({ line, notInBill }: { line: PriceLine; notInBill?: boolean }) {
  const t = useTranslations('carDetail.charges');
  const lang = useLocale() as Lang;
  return (
    <BillRow
      code={line.code}
      name={line.name[lang]}
      quantity={{
        words: line.unit === 'day' ? t('perDay', { count: line.count }) : t('times', { count: line.count }),
        count: line.count,
        unit: line.unitPrice,
      }}
      total={line.total}
    >
      {notInBill && <span className={styles.laterNote}>{t('notInBill')}</span>}
    </BillRow>
  );
}
