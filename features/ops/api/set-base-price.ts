import type { PriceTargetKind } from '@/lib/api/contract/ops-prices';
import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredPriceList } from '../price-cache';
import { toPriceList, type PriceList } from '../to-site-prices';

export type BasePriceValues = {
  store: string;
  target: PriceTargetKind;
  targetId: number;
  amount: string;
  reason: string;
};

/** POST /ops/prices/set_base: a new base price (the daily rate, the charge item, the extra). */
export const setBasePrice = async (api: Api, values: BasePriceValues): Promise<PriceList> =>
  toPriceList(
    (
      await api.post('/ops/prices/set_base', {
        store: values.store,
        target: values.target,
        target_id: String(values.targetId),
        amount: values.amount,
        reason: values.reason,
      })
    ).list,
  );

export function useSetBasePrice(onSuccess?: (list: PriceList) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredPriceList(
      useQueryClient(),
      api,
      (values: BasePriceValues) => setBasePrice(api, values),
      onSuccess,
    ),
  );
}
