import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { CaptchaChallenge } from '@/lib/api/contract/captcha';
// The code from the zod-free catalogue: the schemas' module would bring zod with the page.
import { CAPTCHA_LOAD_ERROR } from '@/lib/api/contract/codes';
import type { Api } from '@/lib/site/api/transport';

/** POST /captcha/report, spec §7's failure report: when, which captcha, the platform, the page, code 508. */
export async function reportCaptchaFailure(api: Api, challenge: CaptchaChallenge | null): Promise<void> {
  const mobile = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  await api.post('/captcha/report', {
    time: Date.now(),
    captcha_id: challenge?.signature ?? '',
    challenge: challenge?.challenge ?? '',
    platform_type: mobile ? 'mobile' : 'pc',
    url: window.location.href,
    error_code: CAPTCHA_LOAD_ERROR,
  });
}

/**
 * Reports a captcha that failed (the challenge it had, or null when none came). Best effort: the
 * user already sees the failure and its retry button, so a failed report is left in the mutation.
 */
export function useReportCaptchaFailure() {
  const api = useApi();
  return useMutation({
    mutationFn: (challenge: CaptchaChallenge | null) => reportCaptchaFailure(api, challenge),
  });
}
