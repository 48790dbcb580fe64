import { z } from 'zod';

const storeCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, 'a store code of letters and digits');

export const getBannersQuerySchema = z.object({
  store: storeCodeSchema
    .optional()
    .describe('pick-up store code (aliases work); without it only the banners shown everywhere'),
  drop_store: storeCodeSchema
    .optional()
    .describe('drop-off store code; the pick-up store when absent (needs store)'),
});
export type BannersQuery = z.input<typeof getBannersQuerySchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string().describe('in the locale common param'),
  link: z.string().nullable().describe("a site path without the region/language prefix, e.g. '/book/LAX01'"),
  icon: z.string().nullable().describe('site path of a small icon'),
  image: z.string().describe('site path of the picture for the locale; decorative, the title is the text'),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({
  list: z.array(bannerSchema).describe('active banners in their time window for the stores, in order'),
});
export type BannerList = z.infer<typeof bannerListSchema>;
