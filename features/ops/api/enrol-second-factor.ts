import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';

/** POST /ops/auth/enrol: the first code from the new authenticator; the answer's ten recovery codes show once. */
export const enrolSecondFactor = async (api: Api, code: string): Promise<string[]> =>
  (await api.post('/ops/auth/enrol', { code })).recovery_codes;

export function useEnrolSecondFactor({ onSuccess }: { onSuccess?: (recoveryCodes: string[]) => void } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => enrolSecondFactor(api, code), onSuccess });
}
