import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredPriceList } from '../price-cache';
import { toPriceList, type PriceList } from '../to-site-prices';
import type { BasePriceValues } from './set-base-price';

export type PricePeriodValues = BasePriceValues & { startsOn: string; endsOn: string };

/** POST /ops/prices/add_period: an amount for the store-local dates startsOn..endsOn (both included). */
export const addPricePeriod = async (api: Api, values: PricePeriodValues): Promise<PriceList> =>
  toPriceList(
    (
      await api.post('/ops/prices/add_period', {
        store: values.store,
        target: values.target,
        target_id: String(values.targetId),
        amount: values.amount,
        starts_on: values.startsOn,
        ends_on: values.endsOn,
        reason: values.reason,
      })
    ).list,
  );

export function useAddPricePeriod(onSuccess?: (list: PriceList) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredPriceList(
      useQueryClient(),
      api,
      (values: PricePeriodValues) => addPricePeriod(api, values),
      onSuccess,
    ),
  );
}
