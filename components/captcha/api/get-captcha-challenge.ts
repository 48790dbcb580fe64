import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { CaptchaChallenge } from '@/lib/api/contract/captcha';
import type { Api } from '@/lib/site/api/transport';

/**
 * GET /captcha/challenge: a signed proof-of-work for this tab to solve. Its fields go back to the
 * API as they came (the solution is their base64 JSON), so the site keeps the answer's own shape.
 */
export const getCaptchaChallenge = (api: Api): Promise<CaptchaChallenge> => api.get('/captcha/challenge');

/**
 * A challenge is accepted once: it is never kept for later (gcTime 0), never read again on its own
 * (a new one comes with the retry button or a new captcha), and a failure is shown with that retry
 * button at once rather than tried again behind it.
 */
export const getCaptchaChallengeQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: ['captcha', 'challenge'],
    queryFn: () => getCaptchaChallenge(api),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useCaptchaChallenge = () => useQuery(getCaptchaChallengeQueryOptions(useApi()));
