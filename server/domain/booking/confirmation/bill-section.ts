import type { Amount, BillLine } from '@/lib/api/contract/bill';
import type { Order } from '@/lib/api/contract/booking';
import { minorMoney } from './formatting';
import type { AmountRow, Section, VoucherContext } from './voucher-model';

/**
 * The bill as booked: every line (the package, other fees, extras, promotions), then the totals.
 * Amounts are in the payment currency; what is paid at the store is shown in the store's currency,
 * which is what the counter charges, with the payment currency beside it when they differ.
 */
export function billSection(order: Order, context: VoucherContext): Section {
  const { bill } = order;
  const { t, lang } = context;
  const { payment, local } = bill.currencies;
  const notSame = bill.baseSetBill.notSameCcy;

  const inPayment = (amount: Amount) => minorMoney(amount.payment, payment, lang);
  const inLocal = (amount: Amount) => minorMoney(amount.local, local, lang);
  const atCounter = (amount: Amount) =>
    notSame ? t('bill.approx', { amount: inLocal(amount), other: inPayment(amount) }) : inLocal(amount);
  const withLocal = (amount: Amount) =>
    notSame ? t('bill.approx', { amount: inPayment(amount), other: inLocal(amount) }) : inPayment(amount);

  const lineRow = (line: BillLine): AmountRow => {
    const price = inPayment(line.unitPrice);
    const detail =
      line.unit === 'day'
        ? t('bill.per_day', { count: line.count, price })
        : line.count > 1
          ? t('bill.quantity', { count: line.count, price })
          : undefined;
    if (line.notInBill) {
      const note = t('bill.at_counter');
      return {
        label: line.name[lang],
        detail: detail ? `${detail} · ${note}` : note,
        amount: atCounter(line.total),
        muted: true,
      };
    }
    return { label: line.name[lang], detail, amount: inPayment(line.total) };
  };

  const lines = [
    ...bill.baseSetBill.lines,
    ...bill.otherLines,
    ...bill.extraServiceLines,
    ...bill.promotions,
  ];
  const rows: AmountRow[] = lines.map(lineRow);
  rows.push({ label: t('bill.total'), amount: withLocal(bill.totalBillPrice), total: true });
  if (bill.onlinePrice.payment !== 0) {
    const paid = order.payment_status === 'HAD_PAID';
    rows.push({
      label: t(paid ? 'bill.paid_online' : 'bill.to_pay_online'),
      amount: inPayment(bill.onlinePrice),
    });
  }
  if (bill.offlinePrice.local !== 0 || bill.offlinePrice.payment !== 0) {
    rows.push({ label: t('bill.to_pay_at_counter'), amount: atCounter(bill.offlinePrice) });
  }
  if (bill.notInBillPrice.local !== 0) {
    rows.push({ label: t('bill.later_at_counter'), amount: atCounter(bill.notInBillPrice), muted: true });
  }
  return { title: t('bill.title'), blocks: [{ kind: 'amounts', rows }] };
}
