import type { Lang } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/i18n/format';
import type { orders, payments } from '../../db/schema';
import type { QueuedMessage } from '../../providers/messaging/outbound-queue';
import { receiptTranslator, siteName } from '../../providers/messaging/translator';
import { minorMoney } from '../booking/confirmation/formatting';
import { escapeHtml } from '../booking/confirmation/render-html';

const LANGS: readonly Lang[] = ['en', 'th', 'zh', 'zh-hant'];
const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB' };

/**
 * The payment receipt to the booking's contact, in the booking's language: the order number, what
 * was charged in the payment currency, the card (brand and last four only) and when. Queued in the
 * transaction that records the payment, so it goes out exactly when the payment is recorded.
 */
export function receiptEmail(
  order: typeof orders.$inferSelect,
  payment: typeof payments.$inferSelect,
): QueuedMessage {
  const lang: Lang = (LANGS as readonly string[]).includes(order.lang) ? (order.lang as Lang) : 'en';
  const t = receiptTranslator(lang);
  const paid = minorMoney(order.bill.onlinePrice.payment, order.bill.currencies.payment, lang);
  const card = `${BRAND_NAMES[payment.cardBrand ?? ''] ?? ''} •••• ${payment.cardLast4 ?? ''}`.trim();
  const when = formatDateTime(payment.updatedAt, 'UTC', lang);
  const facts: [string, string][] = [
    [t('order_number'), order.tradeNo],
    [t('amount'), paid],
    [t('card'), card],
    [t('paid_at'), `${when} UTC`],
    [t('payment_no'), payment.id],
  ];
  const greeting = t('greeting', { name: order.contact.name });
  const intro = t('intro', { site: siteName(lang) });
  const text = [greeting, '', intro, '', ...facts.map(([label, value]) => `${label}: ${value}`)].join('\n');
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
