import type { StoreClock } from '@/lib/api/contract/common';
import type { Lang } from '@/lib/i18n/locales';
import { toMinor } from '@/lib/money';
import type { orders, payments } from '../../db/schema';
import type { QueuedMessage } from '../../providers/messaging/outbound-queue';
import { receiptTranslator, siteName, voucherTranslator } from '../../providers/messaging/translator';
import { minorMoney, storeTime } from '../booking/confirmation/formatting';
import { escapeHtml } from '../booking/confirmation/render-html';

const LANGS: readonly Lang[] = ['en', 'th', 'zh', 'zh-hant'];
const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB' };

/**
 * The payment receipt to the booking's contact, in the booking's language: the order number, what
 * was charged in the payment currency, the card (brand and last four only) and when, on the pick-up
 * store's clock with the zone named as the voucher writes its times ('Wed, Jul 1, 2026, 10:00 AM
 * (Los Angeles time, UTC−07:00)'). Queued in the transaction that records the payment, so it goes
 * out exactly when the payment is recorded.
 */
export function receiptEmail(
  order: typeof orders.$inferSelect,
  payment: typeof payments.$inferSelect,
  clock: StoreClock,
): QueuedMessage {
  const lang: Lang = (LANGS as readonly string[]).includes(order.lang) ? (order.lang as Lang) : 'en';
  const t = receiptTranslator(lang);
  // What this charge took: the booking's online total, or a change's difference.
  const charged = toMinor(payment.amount, order.bill.currencies.payment.minorUnits);
  const paid = minorMoney(charged, order.bill.currencies.payment, lang);
  const card = `${BRAND_NAMES[payment.cardBrand ?? ''] ?? ''} •••• ${payment.cardLast4 ?? ''}`.trim();
  const voucher = { lang, t: voucherTranslator(lang) };
  const store = { city: { lang_label: clock.city, timeZone: { iana: clock.time_zone } } };
  const when = voucher.t('trip.when_zone', storeTime(payment.updatedAt.toISOString(), store, voucher));
  const facts: [string, string][] = [
    [t('order_number'), order.tradeNo],
    [t('amount'), paid],
    [t('card'), card],
    [t('paid_at'), when],
    [t('payment_no'), payment.id],
  ];
  const greeting = t('greeting', { name: order.contact.name });
  const intro = t('intro', { site: siteName(lang) });
  // 'Label: value', with the colon the language writes (full-width after Chinese), as the voucher's text.
  const factLines = facts.map(([label, value]) => voucher.t('text.fact', { label, value }));
  const text = [greeting, '', intro, '', ...factLines].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5f5870;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1f1a2b;"><h1 style="color:#4C1D85;font-size:20px;">${escapeHtml(t('heading'))}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table>${rows}</table></body></html>`;
  return {
    channel: 'email',
    kind: 'payment_receipt',
    to: order.contactEmail,
    subject: t('subject', { tradeNo: order.tradeNo, amount: paid }),
    html,
    text,
    orderId: order.id,
  };
}
