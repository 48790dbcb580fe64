import type { PriceTargetKind } from '@/lib/api/contract/ops-prices';
import type { Api } from '@/lib/site/api/transport';
import type { PriceList } from '../to-site-prices';
import { usePriceEdit } from './price-edit-cache';

export type BasePriceValues = {
  store: string;
  target: PriceTargetKind;
  targetId: number;
  amount: string;
  reason: string;
};

/** POST /ops/prices/set_base: a new base price (the daily rate, the charge item, the extra). */
export const setBasePrice = (api: Api, values: BasePriceValues) =>
  api.post('/ops/prices/set_base', {
    store: values.store,
    target: values.target,
    target_id: String(values.targetId),
    amount: values.amount,
    reason: values.reason,
  });

export const useSetBasePrice = (onSuccess?: (list: PriceList) => void) =>
  usePriceEdit(setBasePrice, onSuccess);
