import type { BrowserApi } from '@/lib/api/browser';
import { ApiClientError } from '@/lib/api/errors';
import {
  sentCodeSchema,
  tooManyCodesDataSchema,
  type SendCodeBody,
  type SentCode,
} from '@/lib/api/contract/verify';

/**
 * POST /verify/send_code: a 6-digit code by SMS to the contact phone. Loaded when the traveller asks
 * for a code (it brings the schemas, and so zod).
 */
export const sendCode = (api: BrowserApi, body: SendCodeBody): Promise<SentCode> =>
  api.post('/verify/send_code', sentCodeSchema, body);

/** too_many_codes: the seconds until a new code may be asked for, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiClientError) || error.reason !== 'too_many_codes') return null;
  const data = tooManyCodesDataSchema.safeParse(error.data);
  return data.success ? data.data.retry_after_s : null;
}
