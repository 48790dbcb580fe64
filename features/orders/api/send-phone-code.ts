import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

export type PhoneCodeRequest = {
  areaCode: string;
  phone: string;
  /** the solved slide captcha, when the flag asks for one */
  captcha?: { captcha?: string };
};

/** POST /verify/send_code: a 6-digit code by SMS, as the booking form proves its phone. */
export const sendPhoneCode = async (api: Api, { areaCode, phone, captcha = {} }: PhoneCodeRequest) => {
  await api.post('/verify/send_code', { purpose: 'verify_phone', area_code: areaCode, phone, ...captcha });
};

export function useSendPhoneCode(
  config: Pick<UseMutationOptions<void, Error, PhoneCodeRequest>, 'onSuccess' | 'onSettled'> = {},
) {
  const api = useApi();
  return useMutation({ ...config, mutationFn: (request: PhoneCodeRequest) => sendPhoneCode(api, request) });
}
