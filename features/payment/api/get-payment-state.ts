import 'server-only';
import { paymentStateSchema, type PaymentState } from '@/lib/api/contract/payment';
import { tradeNoSchema } from '@/lib/api/contract/booking';
import { ApiClientError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { LANG_TO_LOCALE, regionOfLang, type Lang } from '@/lib/i18n/locales';

export type PaymentLookup = { status: 'ok'; state: PaymentState } | { status: 'failed' };

/**
 * GET /payment/get_payment_status for the visitor's order (their Auth or Auth_guest cookie): its
 * latest attempt; a pending one is asked about at the acquirer on the way. Any failure reads as
 * 'failed': the page then asks whether to go to the order page (spec §8).
 */
export async function getPaymentState(tradeNo: string, lang: Lang): Promise<PaymentLookup> {
  if (!tradeNoSchema.safeParse(tradeNo).success) return { status: 'failed' };
  try {
    const state = await serverApi.get(
      '/payment/get_payment_status',
      paymentStateSchema,
      { trade_no: tradeNo },
      { params: { region: regionOfLang(lang), locale: LANG_TO_LOCALE[lang] }, useGuestToken: true },
    );
    return { status: 'ok', state };
  } catch (error) {
    if (error instanceof ApiClientError) return { status: 'failed' };
    throw error;
  }
}
