import type { Api } from '@/lib/site/api/transport';
import type { PriceList } from '../to-site-prices';
import { usePriceEdit } from './price-edit-cache';

export type WithdrawPeriodValues = { store: string; periodId: number; reason: string };

/** POST /ops/prices/withdraw_period: the period stops applying (it stays in the list, withdrawn). */
export const withdrawPricePeriod = (api: Api, values: WithdrawPeriodValues) =>
  api.post('/ops/prices/withdraw_period', {
    store: values.store,
    period_id: String(values.periodId),
    reason: values.reason,
  });

export const useWithdrawPricePeriod = (onSuccess?: (list: PriceList) => void) =>
  usePriceEdit(withdrawPricePeriod, onSuccess);
