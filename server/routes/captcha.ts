import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { captchaChallengeSchema, captchaReportBodySchema } from '@/lib/api/contract/captcha';
import { newCaptchaChallenge, recordCaptchaFailure } from '../domain/captcha/captcha';
import type { AppEnv } from '../http/context';
import { formBody, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const captchaRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const challenge = createRoute({
  method: 'get',
  path: '/challenge',
  tags: ['captcha'],
  summary: 'A signed proof-of-work challenge (altcha), good for 5 minutes and one use',
  request: { query: withCommonParams() },
  responses: responses(captchaChallengeSchema, 'the challenge'),
});

captchaRoutes.openapi(challenge, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(ok(await newCaptchaChallenge(c.var.db, new Date())), 200);
});

const report = createRoute({
  method: 'post',
  path: '/report',
  tags: ['captcha'],
  summary:
    'Record that the captcha failed to load (spec §7: time, captcha id, challenge, platform, url, 508)',
  request: { query: withCommonParams(), body: formBody(captchaReportBodySchema) },
  responses: responses(z.object({ recorded: z.literal(true) }), 'recorded'),
});

captchaRoutes.openapi(report, async (c) => {
  await recordCaptchaFailure(c.var.db, c.req.valid('form'), c.var.clientId);
  return c.json(ok({ recorded: true as const }), 200);
});
