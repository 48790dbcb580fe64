import type { Order } from '@/lib/api/contract/booking';
import type { Lang } from '@/lib/i18n/locales';
import { CALENDAR_CONTENT_TYPE, calendarFileName, orderCalendar } from '@/lib/calendar/ics';
import type { QueuedMessage } from '../../../providers/messaging/outbound-queue';
import { calendarTranslator } from '../../../providers/messaging/translator';
import { buildVoucher } from './build-voucher';
import { renderVoucherHtml } from './render-html';
import { renderVoucherText } from './render-text';

export type Confirmation = { subject: string; html: string; text: string; ics: string };

/** The booking confirmation in a language: the voucher (HTML and plain text) and its calendar file. */
export function buildConfirmation(order: Order, lang: Lang = order.lang): Confirmation {
  const voucher = buildVoucher(order, lang);
  return {
    subject: voucher.subject,
    html: renderVoucherHtml(voucher),
    text: renderVoucherText(voucher),
    ics: orderCalendar(order, lang, calendarTranslator(lang)),
  };
}

/**
 * The confirmation e-mail to the contact, in the booking's language, with the .ics attached, ready
 * for enqueueMessage(tx, ...) in the booking's transaction (pass the order's id as orderId).
 */
export function confirmationEmail(order: Order, orderId: string | null = null): QueuedMessage {
  const confirmation = buildConfirmation(order);
  return {
    channel: 'email',
    kind: 'order_confirmation',
    to: order.contact.email,
    subject: confirmation.subject,
    html: confirmation.html,
    text: confirmation.text,
    attachments: [
      {
        filename: calendarFileName(order.trade_no),
        contentType: CALENDAR_CONTENT_TYPE,
        content: confirmation.ics,
      },
    ],
    orderId,
  };
}
