import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toChangeQuote } from '../to-site';
import type { ChangeRequest } from '../types';

/**
 * POST /order/change/quote: the change priced from the catalogue as it is now. It writes nothing,
 * but it is asked for by a button with the form's values, so it is a mutation: one answer per ask.
 */
export const quoteChange = async (api: Api, request: ChangeRequest) =>
  toChangeQuote(await api.post('/order/change/quote', request), request);

export function useQuoteChange() {
  const api = useApi();
  return useMutation({ mutationFn: (request: ChangeRequest) => quoteChange(api, request) });
}
