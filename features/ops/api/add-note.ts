import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { keepAnsweredFile } from '../file-cache';
import { toOrderFile } from '../to-site';
import type { OpsOrderFile } from '../types';

export type NoteValues = { tradeNo: string; body: string };

/** POST /ops/order/add_note: an internal note, kept on the order and never shown to the traveller. The answer is the order's file as it now stands. */
export const addNote = async (api: Api, values: NoteValues): Promise<OpsOrderFile> =>
  toOrderFile((await api.post('/ops/order/add_note', { trade_no: values.tradeNo, body: values.body })).file);

export function useAddNote({ onSuccess }: { onSuccess?: (file: OpsOrderFile) => void } = {}) {
  const api = useApi();
  return useMutation(
    keepAnsweredFile(useQueryClient(), api, (values: NoteValues) => addNote(api, values), onSuccess),
  );
}
