import type { Api } from '@/lib/site/api/transport';
import { useFleetChange } from './use-fleet-change';
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

export const useAddFleetUnit = (onSuccess?: (fleet: Fleet) => void) =>
  useFleetChange(addFleetUnit, onSuccess);
