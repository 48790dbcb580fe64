import { z } from 'zod';

/** Server configuration, validated once. Every variable is optional: the defaults run the site locally. */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional().describe('PostgreSQL connection string; PGlite when unset'),
  PGLITE_DIR: z.string().default('.data/pglite').describe('where the embedded database keeps its files'),
  API_ORIGIN: z
    .string()
    .url()
    .optional()
    .describe('call the API over HTTP at this origin instead of in-process'),
  MOBILE_SITE_URL: z
    .string()
    .url()
    .optional()
    .describe('mobile site; mobile browsers are sent there after 1 s'),
  OUTBOX_DIR: z.string().default('.data/outbox').describe('where verification codes and e-mails are written'),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'send e-mail through this SMTP server (smtp://user:pass@host:587); the outbox folder when unset',
    ),
  SMTP_FROM: z
    .string()
    .min(3)
    .default('Rentcar Go <no-reply@localhost>')
    .describe('the From address of the e-mails'),
  SEED: z.enum(['auto', 'off']).default('auto').describe('seed an empty database on first start'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}
