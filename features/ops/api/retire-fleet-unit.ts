import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredFleet } from '../fleet-cache';
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

export function useRetireFleetUnit(onSuccess?: (fleet: Fleet) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredFleet(
      useQueryClient(),
      api,
      (values: RetireUnitValues) => retireFleetUnit(api, values),
      onSuccess,
    ),
  );
}
