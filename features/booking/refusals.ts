import { ApiClientError } from '@/lib/site/api/errors';

// What a refusal's data says, read with plain guards: the page loads this module, and zod (the
// contract's schemas of these data) must stay out of its first load.

const dataOf = (error: unknown, reason: string): Record<string, unknown> | null =>
  error instanceof ApiClientError && error.reason === reason && typeof error.data === 'object'
    ? (error.data as Record<string, unknown> | null)
    : null;

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** too_many_codes: the seconds until a new code may be asked for (data.retry_after_s), else null. */
export const retryAfterSeconds = (error: unknown): number | null =>
  wholeNumber(dataOf(error, 'too_many_codes')?.retry_after_s);

/** wrong_code: how many tries the code has left (data.tries_left), else null. */
export const triesLeft = (error: unknown): number | null =>
  wholeNumber(dataOf(error, 'wrong_code')?.tries_left);

/** The refused driver of age_not_allowed / driver_age_mismatch (data.driver), the main one when unsaid. */
export function refusedDriver(error: ApiClientError): number {
  const driver = (error.data as { driver?: unknown } | null)?.driver;
  return typeof driver === 'number' && Number.isInteger(driver) ? driver : 0;
}

/** The store's range of age_not_allowed (data.min, data.max), when given. */
export function refusedAges(error: ApiClientError): { min: number; max: number } | null {
  const data = error.data as { min?: unknown; max?: unknown } | null;
  return typeof data?.min === 'number' && typeof data.max === 'number'
    ? { min: data.min, max: data.max }
    : null;
}
