import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredRental } from '../desk-cache';
import { toDeskEntry, type DeskEntry } from '../to-site-desk';

export type HandOverValues = { tradeNo: string; plate: string; odometer: string; fuelEighths: string };

/** POST /ops/desk/hand_over: the unit's plate, the odometer and the fuel in eighths. */
export const handOver = async (api: Api, values: HandOverValues): Promise<DeskEntry> =>
  toDeskEntry(
    (
      await api.post('/ops/desk/hand_over', {
        trade_no: values.tradeNo,
        plate: values.plate,
        odometer: values.odometer,
        fuel_eighths: values.fuelEighths,
      })
    ).rental,
  );

export function useHandOver(day: { store: string; date: string }, onSuccess?: (entry: DeskEntry) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredRental(
      useQueryClient(),
      api,
      day,
      (values: HandOverValues) => handOver(api, values),
      onSuccess,
    ),
  );
}
