import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { changeThenReadAgain } from '../order-cache';

export type OrderBinding = { tradeNo: string; areaCode: string; phone: string; code: string };

/**
 * POST /verify/check_code, then POST /order/bind with the proof it answers: the code sent by SMS
 * proves the number, and the order joins the account registered with it.
 */
export async function bindOrder(api: Api, { tradeNo, areaCode, phone, code }: OrderBinding) {
  const proof = await api.post('/verify/check_code', {
    purpose: 'verify_phone',
    area_code: areaCode,
    phone,
    code,
  });
  await api.post('/order/bind', {
    trade_no: tradeNo,
    area_code: areaCode,
    phone,
    phone_token: proof.phone_token,
  });
}

/** Binds; `onSuccess` says so, then the order and the list are read again. */
export function useBindOrder({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation(
    changeThenReadAgain(useQueryClient(), api, (binding: OrderBinding) => bindOrder(api, binding), onSuccess),
  );
}
