// The code from the zod-free catalogue: the schemas' module would bring zod with the page.
import type { CaptchaChallenge } from '@/lib/api/contract/captcha';
import { CAPTCHA_LOAD_ERROR } from '@/lib/api/contract/codes';
import type { BrowserApi } from '@/lib/api/browser';

/** Spec §7's failure report: when, which captcha, the platform, the page, and code 508. */
export async function reportCaptchaFailure(
  api: Pick<BrowserApi, 'post'>,
  challenge: CaptchaChallenge | null,
) {
  const { z } = await import('zod');
  const mobile = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  try {
    await api.post('/captcha/report', z.object({ recorded: z.literal(true) }), {
      time: Date.now(),
      captcha_id: challenge?.signature ?? '',
      challenge: challenge?.challenge ?? '',
      platform_type: mobile ? 'mobile' : 'pc',
      url: window.location.href,
      error_code: CAPTCHA_LOAD_ERROR,
    });
  } catch {
    // The report is best effort: the user already sees the failure and its retry button.
  }
}
