import type { Amount, BillLine } from '@/lib/api/contract/bill';
import type { LocalizedText } from '@/lib/api/contract/car';

export const CHANGE_FEE_CODE = 'change_fee';

const CHANGE_FEE_NAME: LocalizedText = {
  en: 'Booking change fee',
  th: 'ค่าธรรมเนียมเปลี่ยนแปลงการจอง',
  zh: '订单修改费',
  'zh-hant': '訂單更改費',
};

/** The change fees a booking has paid so far: how many changes cost one, and their sum. */
export type ChangeFees = { count: number; total: Amount };

/**
 * The bill's line for the fees of a booking's changes (issue 32): one line however many changes,
 * each fee as charged at its change (the payment currency's rate of that day), so a later change
 * never reprices an earlier one. None while no change has cost anything.
 */
export function changeFeeLine(fees: ChangeFees | null): BillLine[] {
  if (!fees || fees.count === 0) return [];
  return [
    {
      code: CHANGE_FEE_CODE,
      name: CHANGE_FEE_NAME,
      section: 'other',
      unit: 'rental',
      count: fees.count,
      unitPrice: {
        payment: Math.round(fees.total.payment / fees.count),
        local: Math.round(fees.total.local / fees.count),
      },
      total: fees.total,
      notInBill: false,
    },
  ];
}

/** The change fees a bill already carries (none before its first paid change). */
export function changeFeesOf(bill: { otherLines: readonly BillLine[] }): ChangeFees | null {
  const line = bill.otherLines.find((candidate) => candidate.code === CHANGE_FEE_CODE);
  return line ? { count: line.count, total: line.total } : null;
}

/** The fee one change added: its bill's change fees less those of the bill before it. */
export function feeOfChange(
  oldBill: { otherLines: readonly BillLine[] },
  newBill: { otherLines: readonly BillLine[] },
): Amount {
  const before = changeFeesOf(oldBill)?.total;
  const after = changeFeesOf(newBill)?.total;
  return {
    payment: (after?.payment ?? 0) - (before?.payment ?? 0),
    local: (after?.local ?? 0) - (before?.local ?? 0),
  };
}
