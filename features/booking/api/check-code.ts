import type { BrowserApi } from '@/lib/api/browser';
import { ApiClientError } from '@/lib/api/errors';
import {
  phoneProofSchema,
  wrongCodeDataSchema,
  type CheckCodeBody,
  type PhoneProof,
} from '@/lib/api/contract/verify';

/** POST /verify/check_code: the typed code; answers the phone's proof for the booking call. */
export const checkCode = (api: BrowserApi, body: CheckCodeBody): Promise<PhoneProof> =>
  api.post('/verify/check_code', phoneProofSchema, body);

/** wrong_code: how many tries the code has left, else null. */
export function triesLeft(error: unknown): number | null {
  if (!(error instanceof ApiClientError) || error.reason !== 'wrong_code') return null;
  const data = wrongCodeDataSchema.safeParse(error.data);
  return data.success ? data.data.tries_left : null;
}
