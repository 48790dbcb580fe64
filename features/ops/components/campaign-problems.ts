'use client';

import { useTranslations } from 'next-intl';

const KNOWN = ['required', 'choose', 'invalid', 'taken'] as const;

/**
 * A campaign or banner field's problem in the page's words (ops.campaigns.problems): the form's
 * schema codes and the API's named refusal of a field ('taken'); anything else reads as 'invalid'.
 */
export function useMarketingProblem() {
  const t = useTranslations('ops.campaigns.problems');
  return (problem: string | undefined) => {
    if (!problem) return undefined;
    const known = KNOWN.find((name) => name === problem);
    return t(known ?? 'invalid');
  };
}
