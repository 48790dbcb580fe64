import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { LookupFormValues } from '@/lib/site/forms/order-forms';
import { contactBody } from '../contact-body';

/**
 * POST /order/query: a guest finds an order by its number and the phone or e-mail used on it; the
 * answer (its number) sets the Auth_guest cookie that lets this browser read it. Any mismatch is
 * 'order information error', as the API says it.
 */
export const findOrder = async (api: Api, values: LookupFormValues): Promise<string> =>
  (await api.post('/order/query', { trade_no: values.trade_no.trim(), ...contactBody(values) })).trade_no;

export function useFindOrder(
  config: Pick<UseMutationOptions<string, Error, LookupFormValues>, 'onSuccess'> = {},
) {
  const api = useApi();
  return useMutation({ ...config, mutationFn: (values: LookupFormValues) => findOrder(api, values) });
}
