import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { LookupFormValues } from '@/lib/site/forms/order-forms';
import { contactBody } from '../contact-body';

/** A lookup: the form's values, and the solved captcha once the API has asked for one. */
export type OrderLookup = { values: LookupFormValues; captcha?: { captcha?: string } };

/**
 * POST /order/query: a guest finds an order by its number and the phone or e-mail used on it; the
 * answer (its number) sets the Auth_guest cookie that lets this browser read it. Any mismatch is
 * 'order information error', as the API says it; an order number that has had its failures answers
 * captcha_required until the lookup carries a solved captcha.
 */
export const findOrder = async (api: Api, { values, captcha = {} }: OrderLookup): Promise<string> =>
  (
    await api.post('/order/query', {
      trade_no: values.trade_no.trim(),
      ...contactBody(values),
      ...captcha,
    })
  ).trade_no;

export function useFindOrder(
  config: Pick<UseMutationOptions<string, Error, OrderLookup>, 'onSuccess' | 'onSettled'> = {},
) {
  const api = useApi();
  return useMutation({ ...config, mutationFn: (lookup: OrderLookup) => findOrder(api, lookup) });
}
