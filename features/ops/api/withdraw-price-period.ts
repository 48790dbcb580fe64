import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredPriceList } from '../price-cache';
import { toPriceList, type PriceList } from '../to-site-prices';

export type WithdrawPeriodValues = { store: string; periodId: number; reason: string };

/** POST /ops/prices/withdraw_period: the period stops applying (it stays in the list, withdrawn). */
export const withdrawPricePeriod = async (api: Api, values: WithdrawPeriodValues): Promise<PriceList> =>
  toPriceList(
    (
      await api.post('/ops/prices/withdraw_period', {
        store: values.store,
        period_id: String(values.periodId),
        reason: values.reason,
      })
    ).list,
  );

export function useWithdrawPricePeriod(onSuccess?: (list: PriceList) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredPriceList(
      useQueryClient(),
      api,
      (values: WithdrawPeriodValues) => withdrawPricePeriod(api, values),
      onSuccess,
    ),
  );
}
