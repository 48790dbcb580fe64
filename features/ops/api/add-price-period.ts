import type { Api } from '@/lib/site/api/transport';
import type { PriceList } from '../to-site-prices';
import { usePriceEdit } from './price-edit-cache';
import type { BasePriceValues } from './set-base-price';

export type PricePeriodValues = BasePriceValues & { startsOn: string; endsOn: string };

/** POST /ops/prices/add_period: an amount for the store-local dates startsOn..endsOn (both included). */
export const addPricePeriod = (api: Api, values: PricePeriodValues) =>
  api.post('/ops/prices/add_period', {
    store: values.store,
    target: values.target,
    target_id: String(values.targetId),
    amount: values.amount,
    starts_on: values.startsOn,
    ends_on: values.endsOn,
    reason: values.reason,
  });

export const useAddPricePeriod = (onSuccess?: (list: PriceList) => void) =>
  usePriceEdit(addPricePeriod, onSuccess);
