import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type ConfirmValues = { tradeNo: string; pickupNo?: string };

/** POST /ops/order/confirm: NORMAL → CONFIRMED, with the pick-up number given or one made. The answer is the order's file as it now stands. */
export const confirmOrder = async (api: Api, values: ConfirmValues): Promise<OpsOrderFile> =>
  toOrderFile(
    (
      await api.post('/ops/order/confirm', {
        trade_no: values.tradeNo,
        pickup_no: values.pickupNo || undefined,
      })
    ).file,
  );

export function useConfirmOrder({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: ConfirmValues) => confirmOrder(api, values), onSuccess),
  );
}
