import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Order } from '@/lib/api/contract/booking';
import {
  CALENDAR_CONTENT_TYPE,
  calendarFileName,
  orderCalendar,
  type CalendarTexts,
} from '@/lib/calendar/ics';
import type { Lang } from '@/lib/i18n/locales';
import type { OrderLookup } from './api/get-order';
import { isLiveBooking } from '@/lib/orders/order-stage';

// One traveller's booking: never kept by a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The booking as a downloaded .ics file (the same file the confirmation e-mail attaches). */
export function calendarDownload(order: Order, lang: Lang, texts: CalendarTexts): Response {
  return new Response(orderCalendar(order, lang, texts), {
    headers: {
      ...PRIVATE,
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${calendarFileName(order.trade_no)}"`,
    },
  });
}

/**
 * The answer of the result page's 'Add to calendar' link: the file of a booking that will happen;
 * 404 for an order this visitor cannot see, or one that was cancelled, expired or is not paid yet;
 * 503 when the order could not be read.
 */
export async function calendarFileResponse(lookup: OrderLookup, lang: Lang): Promise<Response> {
  if (lookup.status === 'failed') return new Response(null, { status: 503, headers: PRIVATE });
  if (lookup.status === 'not_found' || !isLiveBooking(lookup.order)) {
    return new Response(null, { status: 404, headers: PRIVATE });
  }
  const texts = await getTranslations({ locale: lang, namespace: 'calendar' });
  return calendarDownload(lookup.order, lang, texts);
}
