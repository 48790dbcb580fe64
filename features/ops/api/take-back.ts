import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredRental } from '../desk-cache';
import { toDeskEntry, type DeskEntry } from '../to-site-desk';

export type TakeBackValues = {
  tradeNo: string;
  odometer: string;
  fuelEighths: string;
  damageNote: string;
  hoursLate: string;
};

/** POST /ops/desk/take_back: the odometer, the fuel in eighths, a damage note and the hours late. */
export const takeBack = async (api: Api, values: TakeBackValues): Promise<DeskEntry> =>
  toDeskEntry(
    (
      await api.post('/ops/desk/take_back', {
        trade_no: values.tradeNo,
        odometer: values.odometer,
        fuel_eighths: values.fuelEighths,
        damage_note: values.damageNote,
        hours_late: values.hoursLate,
      })
    ).rental,
  );

export function useTakeBack(day: { store: string; date: string }, onSuccess?: (entry: DeskEntry) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredRental(
      useQueryClient(),
      api,
      day,
      (values: TakeBackValues) => takeBack(api, values),
      onSuccess,
    ),
  );
}
