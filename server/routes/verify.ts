import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import {
  checkCodeBodySchema,
  phoneProofSchema,
  sendCodeBodySchema,
  sentCodeSchema,
  tooManyCodesDataSchema,
  wrongCodeDataSchema,
} from '@/lib/api/contract/verify';
import { LOCALE_TO_LANG } from '@/lib/i18n/locales';
import { checkPhoneCode, sendPhoneCode } from '../domain/verification/phone-codes';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/middleware';
import { formBody, json, ok, paramsErrorHook, responses, withCommonParams } from '../http/openapi';

export const verifyRoutes = new OpenAPIHono<AppEnv>({ defaultHook: paramsErrorHook });

const sendCode = createRoute({
  method: 'post',
  path: '/send_code',
  tags: ['verify'],
  summary: 'Send a 6-digit code to a phone by SMS',
  description:
    'The code is good for 10 minutes and 5 tries; a newer code replaces an older one. A phone gets at ' +
    'most one code a minute and five an hour, and so does a client (code 1015 too_many_codes, data.retry_after_s). Without an ' +
    'SMS gateway the message lands in the outbox folder (OUTBOX_DIR). When the slide-captcha flag forces it, ' +
    'a solved captcha is required (1025 captcha_required).',
  request: { query: withCommonParams(), body: formBody(sendCodeBodySchema) },
  responses: {
    ...responses(sentCodeSchema, 'the code was sent'),
    403: json(errorEnvelopeSchema, '1025 captcha_required'),
    429: json(envelopeSchema(tooManyCodesDataSchema), 'code 1015 too_many_codes: ask again later'),
  },
});

verifyRoutes.openapi(sendCode, async (c) => {
  const body = c.req.valid('form');
  const sent = await sendPhoneCode(
    c.var.db,
    c.var.messages,
    {
      purpose: body.purpose,
      areaCode: body.area_code,
      phone: body.phone,
      lang: body.lang ?? LOCALE_TO_LANG[c.var.params.locale],
      client: clientAddress(c),
      captcha: body.captcha,
    },
    new Date(),
  );
  return c.json(ok(sent), 200);
});

const checkCode = createRoute({
  method: 'post',
  path: '/check_code',
  tags: ['verify'],
  summary: 'Check a code; answers a proof of the phone for the booking call',
  description:
    'A right code is used up and answers phone_token (good for 2 hours, for /order/create) and freshman ' +
    '(the phone has not booked before). A wrong one answers code 1013 wrong_code with data.tries_left; ' +
    'an expired, used or burned code (the fifth wrong try burns it) answers code 1014 code_expired.',
  request: { query: withCommonParams(), body: formBody(checkCodeBodySchema) },
  responses: {
    ...responses(phoneProofSchema, 'the phone is verified'),
    422: json(
      envelopeSchema(wrongCodeDataSchema.nullable()),
      'code 1013 wrong_code (data.tries_left) or 1014 code_expired (data null)',
    ),
  },
});

verifyRoutes.openapi(checkCode, async (c) => {
  const body = c.req.valid('form');
  const proof = await checkPhoneCode(
    c.var.db,
    { purpose: body.purpose, areaCode: body.area_code, phone: body.phone, code: body.code },
    new Date(),
    // the freshman answer also looks at the account's orders (first-booking.ts)
    c.var.identity.kind === 'user' ? c.var.identity.userId : null,
  );
  return c.json(ok(proof), 200);
});
