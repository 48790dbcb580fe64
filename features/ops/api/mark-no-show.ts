import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredRental } from '../desk-cache';
import { toDeskEntry, type DeskEntry } from '../to-site-desk';

/** POST /ops/desk/no_show: a ready booking whose pick-up time has passed on the store's clock. */
export const markNoShow = async (api: Api, tradeNo: string): Promise<DeskEntry> =>
  toDeskEntry((await api.post('/ops/desk/no_show', { trade_no: tradeNo })).rental);

export function useMarkNoShow(day: { store: string; date: string }, onSuccess?: (entry: DeskEntry) => void) {
  const api = useApi();
  return useMutation(
    keepAnsweredRental(useQueryClient(), api, day, (tradeNo: string) => markNoShow(api, tradeNo), onSuccess),
  );
}
