import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { toLoginStep } from '../to-site-staff';
import type { LoginStep } from '../types';

export type StaffLoginValues = { email: string; password: string };

/** POST /ops/auth/login: the password; the answer says whether to enrol the second factor or give a code. */
export const logIn = async (api: Api, values: StaffLoginValues): Promise<LoginStep> =>
  toLoginStep(await api.post('/ops/auth/login', values));

export function useLogIn({ onSuccess }: { onSuccess?: (step: LoginStep) => void } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: (values: StaffLoginValues) => logIn(api, values), onSuccess });
}
