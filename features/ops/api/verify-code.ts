import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** POST /ops/auth/verify: a six-digit code from the authenticator, or one of the recovery codes. */
export const verifyCode = async (api: Api, code: string) => {
  await api.post('/ops/auth/verify', { code });
};

export function useVerifyCode({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => verifyCode(api, code), onSuccess });
}
