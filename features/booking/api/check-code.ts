import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import type { PhoneProofDraft } from '@/lib/site/store/fill-in-draft';
import { phoneOf } from '../fill-in-values';
import { toCodePhone, toPhoneProof } from '../to-site';

export type CheckCodeInput = { areaCode: string; phone: string; code: string };

/**
 * POST /verify/check_code: the typed code; answers the phone's proof for the booking call.
 * Refusals: wrong_code (refusals.ts triesLeft), code_expired, params_error.
 */
export const checkCode = async (api: Api, input: CheckCodeInput): Promise<PhoneProofDraft> =>
  toPhoneProof(
    await api.post('/verify/check_code', { ...toCodePhone(input), code: input.code }),
    phoneOf(input.areaCode, input.phone),
  );

export function useCheckCode() {
  const api = useApi();
  // 'always': offline, the call fails as a network error instead of waiting unseen.
  return useMutation({ mutationFn: (input: CheckCodeInput) => checkCode(api, input) });
}
