import { z } from 'zod';
import { FORM_MESSAGES } from './booking-form';
import { MAX_ROW_ID, localizedSchema } from './common';

/**
 * Marketing's banners (/ops/banners/*, marketing.manage): spec §3's banner config. Its schedule is
 * its dates; GET /common/banners answers it within them, on, and for its stores only.
 */

/** A same-site path ('/book/LAX01') or an https URL; never another scheme or '//host'. */
export const bannerLinkSchema = z
  .string()
  .trim()
  .max(500, FORM_MESSAGES.invalid)
  .refine(
    (link) => /^\/(?!\/)[^\s\\]*$/.test(link) || /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s]*)?$/.test(link),
    FORM_MESSAGES.invalid,
  );

/** An image the site ships under public/ or another same-site path: no external URL, no '..'. */
export const bannerImageSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]+(\.[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/, FORM_MESSAGES.invalid)
  .refine((path) => !path.includes('..'), FORM_MESSAGES.invalid);

const storeList = z.preprocess(
  (value) =>
    value === undefined
      ? []
      : typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim().toUpperCase())
            .filter(Boolean)
        : value,
  z.array(z.string().regex(/^[A-Z0-9]{2,16}$/, FORM_MESSAGES.invalid)).max(50),
);

const instant = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .refine(
    (text) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(text),
    FORM_MESSAGES.invalid,
  )
  .refine((text) => !Number.isNaN(new Date(text).getTime()), FORM_MESSAGES.invalid)
  .describe("'YYYY-MM-DD' (UTC midnight) or an ISO instant with its offset");

const title = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, FORM_MESSAGES.required)
  .max(120, FORM_MESSAGES.invalid);

export const opsSaveBannerBodySchema = z
  .object({
    id: z.coerce.number().int().positive().max(MAX_ROW_ID).optional().describe('absent: a new banner'),
    code: z
      .string({ error: FORM_MESSAGES.required })
      .trim()
      .regex(/^[a-z0-9_]{2,40}$/, FORM_MESSAGES.invalid),
    title_en: title,
    title_th: title,
    title_zh: title,
    title_zh_hant: title,
    link: z.preprocess((value) => (value === '' ? undefined : value), bannerLinkSchema.optional()),
    image_en: bannerImageSchema,
    image_th: bannerImageSchema,
    image_zh: bannerImageSchema,
    image_zh_hant: bannerImageSchema,
    stores: storeList,
    drop_off_stores: storeList,
    starts_at: instant,
    ends_at: instant,
    status: z.enum(['on', 'off'], { error: FORM_MESSAGES.choose }),
  })
  .superRefine((body, ctx) => {
    if (new Date(body.ends_at) <= new Date(body.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: FORM_MESSAGES.invalid });
    }
  });
export type OpsSaveBannerBody = z.infer<typeof opsSaveBannerBodySchema>;

export const opsBannerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: localizedSchema,
  link: z.string().nullable(),
  image: localizedSchema,
  stores: z.array(z.string()),
  drop_off_stores: z.array(z.string()),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  status: z.enum(['on', 'off']),
});
export type OpsBanner = z.infer<typeof opsBannerSchema>;

export const opsBannerListSchema = z.object({ list: z.array(opsBannerSchema) });
