import 'server-only';
import { cookies } from 'next/headers';
import type { Lang } from '../../i18n/locales';
import { COOKIES } from '../../cookies';
import { paymentCurrencyOf } from './payment-currency';

/** The payment currency of the request being rendered (its `currency` cookie). */
export async function readPaymentCurrency(lang: Lang): Promise<string> {
  const jar = await cookies();
  return paymentCurrencyOf(jar.get(COOKIES.currency)?.value, lang);
}
