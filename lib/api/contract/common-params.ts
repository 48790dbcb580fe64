import { z } from 'zod';
import { DEFAULT_REGION, isRegion, normalizeLocale } from '@/lib/i18n/locales';

/**
 * The common params every request carries (spec §3 'base config'), read leniently: a bad value
 * falls back to its default rather than failing a page.
 */
export const commonParamsSchema = z.object({
  region: z
    .string()
    .optional()
    .transform((value) => (isRegion(value) ? value : DEFAULT_REGION))
    .describe('intl or cn'),
  currency: z
    .string()
    .optional()
    .transform((value) => (value && /^[A-Z]{3}$/.test(value) ? value : 'USD'))
    .describe('payment currency, ISO 4217'),
  locale: z
    .string()
    .optional()
    .transform((value) => normalizeLocale(value))
    .describe('en_US, th_TH, zh_CN or zh_HK'),
  user_id: z.string().max(64).optional().describe('the user id, or the generated guest id'),
  referer: z.string().max(200).optional().describe('the stored utm_source'),
});

export type CommonParams = z.output<typeof commonParamsSchema>;
export const COMMON_PARAM_KEYS = ['region', 'currency', 'locale', 'user_id', 'referer'] as const;
