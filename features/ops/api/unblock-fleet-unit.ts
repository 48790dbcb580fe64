import type { Api } from '@/lib/site/api/transport';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import { keepAnsweredFleet } from '../fleet-cache';
import { toFleet, type Fleet } from '../to-site-fleet';

export type UnblockValues = { store: string; holdId: number };

/** POST /ops/fleet/unblock: a maintenance block lifted; the unit is free again from now. */
export const unblockFleetUnit = async (api: Api, values: UnblockValues): Promise<Fleet> =>
  toFleet(
    (await api.post('/ops/fleet/unblock', { store: values.store, hold_id: String(values.holdId) })).fleet,
  );

export function useUnblockFleetUnit(onSuccess?: (fleet: Fleet) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredFleet(
      useQueryClient(),
      api,
      (values: UnblockValues) => unblockFleetUnit(api, values),
      onSuccess,
    ),
  );
}
