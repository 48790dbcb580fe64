import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredFleet } from '../fleet-cache';
import { toFleet, type Fleet } from '../to-site-fleet';

export type BlockUnitValues = { store: string; unitId: number; from: string; to: string; reason: string };

/** POST /ops/fleet/block: the unit off the road over from..to on the store's clock. */
export const blockFleetUnit = async (api: Api, values: BlockUnitValues): Promise<Fleet> =>
  toFleet(
    (
      await api.post('/ops/fleet/block', {
        store: values.store,
        unit_id: String(values.unitId),
        from: values.from,
        to: values.to,
        reason: values.reason,
      })
    ).fleet,
  );

export function useBlockFleetUnit(onSuccess?: (fleet: Fleet) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredFleet(
      useQueryClient(),
      api,
      (values: BlockUnitValues) => blockFleetUnit(api, values),
      onSuccess,
    ),
  );
}
