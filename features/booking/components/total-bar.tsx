'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useCurrentBill } from '@/components/bill/current-bill';
import { Money } from '@/components/money';
import { billFigures } from '@/lib/site/booking-flow/bill-figures';
import styles from './total-bar.module.css';

/**
 * The step's button that goes on, with what is paid beside it: on a phone the bill comes after the
 * form, some thousands of pixels below, so this strip keeps the amount at the button, stuck to the
 * bottom of the screen while the form or the review scrolls by (wide screens keep the bill in view
 * beside the form and show the button alone). The figures are the page's one bill, read as the bill
 * reads them (billFigures), so a discount or a coupon changes them with it.
 */
export function TotalBar({ children }: { children: ReactNode }) {
  const t = useTranslations('booking.bill');
  const bill = useCurrentBill();
  const figures = bill ? billFigures(bill) : null;
  const rows = figures
    ? [
        { key: 'payNow', label: t('payNow'), value: figures.payNow },
        { key: 'payAtCounter', label: t('payAtCounter'), value: figures.payAtCounter },
      ].filter((row) => row.value.amount > 0)
    : [];
  return (
    <div className={styles.bar} data-testid="total-bar">
      {rows.length > 0 && (
        <dl className={styles.figures}>
          {rows.map((row) => (
            <div key={row.key} className={styles.figure}>
              <dt>{row.label}</dt>
              <dd>
                <Money value={row.value} emphasis />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
