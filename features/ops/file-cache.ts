import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@/lib/site/api/transport';
import { getOrderFileQueryOptions } from './api/get-order-file';
import { getRefundQueueQueryOptions } from './api/get-refund-queue';
import { getStaffListQueryOptions } from './api/get-staff-list';
import type { OpsOrderFile } from './types';

/**
 * An action on an order or its refund answers the file as it now stands: it goes into the cache
 * under the file's key (the page shows it without another read), `onSuccess` says so, and the
 * refund queue, which the action may have moved, is read again.
 */
export const keepAnsweredFile = <TVariables>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<OpsOrderFile>,
  onSuccess?: (file: OpsOrderFile) => void,
) => ({
  mutationFn,
  onSuccess: async (file: OpsOrderFile) => {
    queryClient.setQueryData(getOrderFileQueryOptions(api, file.tradeNo).queryKey, file);
    onSuccess?.(file);
    await queryClient.invalidateQueries({ queryKey: getRefundQueueQueryOptions(api).queryKey });
  },
});

/** A change to a member of staff: `onSuccess` with the answer, then the list is read again. */
export const changeStaffThenReadAgain = <TVariables, TAnswer>(
  queryClient: QueryClient,
  api: Api,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  onSuccess?: (answer: TAnswer) => void,
) => ({
  mutationFn,
  onSuccess: async (answer: TAnswer) => {
    onSuccess?.(answer);
    await queryClient.invalidateQueries({ queryKey: getStaffListQueryOptions(api).queryKey });
  },
});
