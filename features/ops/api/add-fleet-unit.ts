import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredFleet } from '../fleet-cache';
import { toFleet, type Fleet } from '../to-site-fleet';

export type AddUnitValues = { store: string; skuId: number; plate: string; reason: string };

/** POST /ops/fleet/add_unit: a unit of one of the store's cars, with a plate no other unit has. */
export const addFleetUnit = async (api: Api, values: AddUnitValues): Promise<Fleet> =>
  toFleet(
    (
      await api.post('/ops/fleet/add_unit', {
        store: values.store,
        sku_id: String(values.skuId),
        plate: values.plate,
        reason: values.reason,
      })
    ).fleet,
  );

export function useAddFleetUnit(onSuccess?: (fleet: Fleet) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredFleet(useQueryClient(), api, (values: AddUnitValues) => addFleetUnit(api, values), onSuccess),
  );
}
