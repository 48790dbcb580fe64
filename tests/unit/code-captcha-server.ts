import { createChallenge } from 'altcha-lib/v1';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { builtinGlobalConfig } from '@/lib/site/api/global-config';
import { server } from '../msw/server';

/** The key the test server signs its captcha challenges with (verifySolution checks against it). */
export const CAPTCHA_KEY = 'unit-test-captcha-key';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/**
 * A server for a form that sends one-time codes: the config's slide-captcha flag, real challenges,
 * and a send_code that accepts. Answers the challenges handed out and the send_code bodies received.
 */
export function codeCaptchaServer(
  slide_captcha: { active: boolean; is_force: boolean },
  ...more: RequestHandler[]
) {
  const seen = { challenges: 0, sent: [] as URLSearchParams[] };
  server.use(
    http.get('*/api/v1_1/common/get_global_config', () =>
      ok({ ...builtinGlobalConfig(), expiresMin: 10, slide_captcha }),
    ),
    http.get('*/api/v1_1/captcha/challenge', async () => {
      seen.challenges += 1;
      return ok(await createChallenge({ hmacKey: CAPTCHA_KEY, maxNumber: 2_000 }));
    }),
    http.post('*/api/v1_1/verify/send_code', async ({ request }) => {
      seen.sent.push(new URLSearchParams(await request.text()));
      return ok({ expires_in_s: 600, resend_after_s: 60 });
    }),
    ...more,
  );
  return seen;
}
