import { getOrderQueryOptions } from '@/features/order-result/api/get-order';
import { calendarFileResponse } from '@/features/order-result/calendar-file';
import { serverApiFor } from '@/lib/site/api/server';
import { getServerQueryClient } from '@/lib/site/api/server-query-client';
import { isLang, isRegion, regionOfLang } from '@/lib/i18n/locales';

type Context = { params: Promise<{ region: string; lang: string; tradeNo: string }> };

/**
 * /payment/status/{trade_no}/calendar.ics: the result page's 'Add to calendar' file, read with the
 * visitor's own access (the guest cookie of the browser that booked), like the page itself.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { region, lang, tradeNo } = await params;
  if (!isRegion(region) || !isLang(lang) || regionOfLang(lang) !== region) {
    return new Response(null, { status: 404 });
  }
  const api = serverApiFor(lang, { useGuestToken: true });
  return calendarFileResponse(
    await getServerQueryClient().fetchQuery(getOrderQueryOptions(api, tradeNo)),
    lang,
  );
}
