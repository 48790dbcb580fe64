import type { Api } from '@/lib/site/api/transport';
import { useFleetChange } from './use-fleet-change';
import { toFleet, type Fleet } from '../to-site-fleet';

export type UnblockValues = { store: string; holdId: number };

/** POST /ops/fleet/unblock: a maintenance block lifted; the unit is free again from now. */
export const unblockFleetUnit = async (api: Api, values: UnblockValues): Promise<Fleet> =>
  toFleet(
    (await api.post('/ops/fleet/unblock', { store: values.store, hold_id: String(values.holdId) })).fleet,
  );

export const useUnblockFleetUnit = (onSuccess?: (fleet: Fleet) => void) =>
  useFleetChange(unblockFleetUnit, onSuccess);
