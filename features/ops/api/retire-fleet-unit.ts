import type { Api } from '@/lib/site/api/transport';
import { useFleetChange } from './use-fleet-change';
import { toFleet, type Fleet } from '../to-site-fleet';

export type RetireUnitValues = { store: string; unitId: number; reason: string };

/** POST /ops/fleet/retire_unit: the unit is never offered again (refused while a booking holds it). */
export const retireFleetUnit = async (api: Api, values: RetireUnitValues): Promise<Fleet> =>
  toFleet(
    (
      await api.post('/ops/fleet/retire_unit', {
        store: values.store,
        unit_id: String(values.unitId),
        reason: values.reason,
      })
    ).fleet,
  );

export const useRetireFleetUnit = (onSuccess?: (fleet: Fleet) => void) =>
  useFleetChange(retireFleetUnit, onSuccess);
