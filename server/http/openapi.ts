import { z } from 'zod';
import type { Hook } from '@hono/zod-openapi';
import { commonParamsSchema } from '@/lib/api/contract/common-params';
import {
  API_CODES,
  envelopeSchema,
  errorEnvelopeSchema,
  type ApiErrorName,
} from '@/lib/api/contract/envelope';
import { ApiError, issueFields } from '../domain/errors';
import type { AppEnv } from './context';
import { httpStatusOf } from './error-status';

const isNamedError = (message: string): message is ApiErrorName =>
  message !== 'params_error' && message !== 'ok' && Object.hasOwn(API_CODES, message);

/**
 * Invalid input answers -1 'params error' with the offending fields, and the handler never runs.
 * A rule whose message names an entry of the error catalogue (wrong_mobile, password_too_short,
 * password_mismatch) answers that entry instead, with the same fields, so a caller can word it.
 */
export const paramsErrorHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const fields = issueFields(result.error.issues);
    const named = fields.find((field) => isNamedError(field.message));
    if (named) {
      const error = new ApiError(named.message as ApiErrorName);
      return c.json({ code: error.code, msg: error.message, data: { fields } }, httpStatusOf(error));
    }
    return c.json({ code: -1, msg: 'params error', data: { fields } }, 400);
  }
};

export const ok = <T>(data: T) => ({ code: 200 as const, msg: 'success', data });

const OK_HEAD = Buffer.from('{"code":200,"msg":"success","data":');
const OK_TAIL = Buffer.from('}');

/** The UTF-8 JSON of ok(data), around data that is UTF-8 JSON already (in parts). */
export const okJson = (data: Uint8Array[]) => Buffer.concat([OK_HEAD, ...data, OK_TAIL]);

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The documented success answer plus the error answers every endpoint may give. */
export const responses = <T extends z.ZodType>(data: T, description: string) => ({
  200: json(envelopeSchema(data), description),
  400: json(errorEnvelopeSchema, "code -1 'params error': invalid input, nothing was written"),
  500: json(errorEnvelopeSchema, "code 500 'unknown system error, try later'"),
});

/** POST bodies are form-encoded with nulls skipped (spec §7). */
export const formBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
});

/** Documents the common params (read by middleware) alongside a route's own query. */
export const withCommonParams = <T extends z.ZodRawShape>(shape: T = {} as T) =>
  commonParamsSchema.extend(shape);

export const clientIdHeader = z.object({
  'client-id': z.string().min(1).max(64).describe('the client id of the calling site or app'),
});

/**
 * The Idempotency-Key header of a call that must happen once (a booking, a payment, a refund
 * request): the same key again answers the first answer (server/domain/idempotency.ts).
 */
export const idempotencyHeader = (oneKeyPer: string) =>
  z.object({
    'idempotency-key': z
      .string()
      .regex(/^[\w-]{16,128}$/, '16-128 letters, digits, - or _ (a UUID)')
      .describe(`one key per ${oneKeyPer}: a retry with it answers the first answer`),
  });
