import { z } from 'zod';
import { CAPTCHA_LOAD_ERROR } from './codes';

/**
 * The slide captcha (spec §3 flag slide_captcha: active, is_force): a signed proof-of-work
 * (altcha). GET /captcha/challenge hands out a challenge; the browser finds the number whose
 * SHA-256 with the salt is the challenge, and sends the solution (base64 JSON of algorithm,
 * challenge, number, salt, signature) as `captcha` with the call it guards.
 */
export const captchaChallengeSchema = z.object({
  algorithm: z.string().describe("'SHA-256'"),
  challenge: z.string(),
  maxnumber: z.number().int().describe('the number is at most this'),
  salt: z.string().describe('carries the expiry (expires=epoch seconds)'),
  signature: z.string().describe('the HMAC of the challenge; also the captcha id'),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The solved captcha sent with a code-sending call; required there when the flag forces it. */
export const captchaSolutionSchema = z
  .string()
  .max(4000)
  .optional()
  .describe('the solved captcha, when the slide-captcha flag forces it (else 1025 captcha_required)');

/**
 * The solved captcha sent with a guess that names a target anyone may name (an order number, an
 * account): required once that target has had its failures (5 lookups of an order number, 10 logins
 * of an account, in 15 minutes), else 1025 captcha_required, whatever else the call carries.
 */
export const captchaAfterFailuresSchema = z
  .string()
  .max(4000)
  .optional()
  .describe(
    'the solved captcha; required once the order number or account named has had its failures ' +
      '(else 1025 captcha_required); each solution is good once',
  );

/** The last instant a JavaScript Date (and so the report's time) can hold. */
const LATEST_DATE_MS = 8.64e15;

/** POST /captcha/report: the captcha failed to load (spec §7). */
export const captchaReportBodySchema = z.object({
  time: z.coerce.number().int().positive().max(LATEST_DATE_MS).describe('when it failed, epoch ms'),
  captcha_id: z.string().max(200).default(''),
  challenge: z.string().max(200).default(''),
  platform_type: z.string().min(1).max(20).describe("'pc' or 'mobile'"),
  url: z.string().max(2000).describe('the page (or the call) that failed'),
  error_code: z.coerce.number().int().pipe(z.literal(CAPTCHA_LOAD_ERROR)),
});
export type CaptchaReportBody = z.input<typeof captchaReportBodySchema>;
