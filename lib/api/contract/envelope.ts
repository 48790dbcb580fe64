import { z } from 'zod';

/** Every API answer is `{ code, msg, data }`; the codes and their catalogue live in ./codes. */
export { API_CODES, API_MESSAGES, codeName, type ApiCode, type ApiErrorName } from './codes';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int().describe('200 on success; see API_CODES for the others'),
    msg: z.string().describe('English text for logs; the site localizes by code'),
    data,
  });

export const errorEnvelopeSchema = envelopeSchema(z.unknown().nullable());

export type Envelope<T> = { code: number; msg: string; data: T };
