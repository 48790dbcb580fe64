'use client';

import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/site/api/errors';

/** The params error's problem of each field the server named ({ fields: [{ path, message }] }). */
export function serverFieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiClientError) || error.code !== -1) return {};
  const data = error.data as { fields?: { path?: unknown; message?: unknown }[] } | null;
  const problems: Record<string, string> = {};
  for (const field of data?.fields ?? []) {
    if (typeof field.path === 'string' && typeof field.message === 'string')
      problems[field.path] = field.message;
  }
  return problems;
}

const KNOWN = [
  'past_date',
  'ends_before_start',
  'too_many_decimals',
  'already_withdrawn',
  'required',
  'invalid',
] as const;

/** A price field's problem in the page's words (ops.prices.problems), or undefined. */
export function usePriceProblem() {
  const t = useTranslations('ops.prices.problems');
  return (problem: string | undefined) => {
    if (!problem) return undefined;
    const known = KNOWN.find((name) => name === problem);
    return t(known ?? 'invalid');
  };
}
