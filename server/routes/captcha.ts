import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { captchaChallengeSchema, captchaReportBodySchema } from '@/lib/api/contract/captcha';
import { reportRecordedSchema } from '@/lib/api/contract/acks';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { newCaptchaChallenge, recordCaptchaFailure } from '../domain/captcha/captcha';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

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
  description:
    'No login needed, so it is bounded: ten reports an hour from one client (429 too_many_requests, ' +
    'data.retry_after_s), and only the newest 10 000 reports are kept.',
  request: { query: withCommonParams(), body: formBody(captchaReportBodySchema) },
  responses: {
    ...responses(reportRecordedSchema, 'recorded'),
    429: json(errorEnvelopeSchema, 'code 429 too_many_requests, data.retry_after_s'),
  },
});

captchaRoutes.openapi(report, async (c) => {
  await recordCaptchaFailure(c.var.db, c.req.valid('form'), {
    clientId: c.var.clientId,
    client: clientAddress(c),
  });
  return c.json(ok({ recorded: true as const }), 200);
});
