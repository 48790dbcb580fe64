import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { ForgotFormValues } from '@/lib/site/forms/order-forms';
import type { Lang } from '@/lib/i18n/locales';
import { contactBody } from '../contact-body';

/**
 * POST /order/forgot ('forgot reservation number'): the numbers of the orders made with a phone or
 * an e-mail are sent to it, in the page's language. The answer never says whether there were any.
 */
export const sendOrderNumbers = async (api: Api, values: ForgotFormValues, lang: Lang) => {
  await api.post('/order/forgot', { ...contactBody(values), lang });
};

export function useSendOrderNumbers(lang: Lang) {
  const api = useApi();
  return useMutation({ mutationFn: (values: ForgotFormValues) => sendOrderNumbers(api, values, lang) });
}
