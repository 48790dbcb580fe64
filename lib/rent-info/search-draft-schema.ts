import { z } from 'zod';
import type { RentInfo } from './codec';
import { AGE_BANDS } from './driver-age';
import { rentInfoOfDraft, searchProblems, type SearchRuleOptions } from './search-draft';

/**
 * A search as the search form holds it: the stores, whether the car goes back elsewhere, the dates
 * as 'YYYY-MM-DD' (null until chosen) and the times as 'HH:mm' on each store's own clock, the
 * driver's age band. Loose on purpose: the rules below judge the values, in the traveller's terms.
 */
export const searchDraftShape = z.object({
  pickup: z.string(),
  dropOff: z.string(),
  returnElsewhere: z.boolean(),
  dates: z.object({ start: z.string(), end: z.string() }).nullable(),
  pickupTime: z.string(),
  dropOffTime: z.string(),
  age: z.enum(AGE_BANDS),
});
export type SearchDraft = z.input<typeof searchDraftShape>;

/**
 * The search form's schema: the shape, then the search rules of search-draft.ts (one
 * implementation, used as they are by anything that has no zod), each problem on the field the
 * traveller has to change, with the problem's code as its message (the form words it in the page
 * language). A valid draft comes out as the RentInfo the codec and the API accept as it is.
 */
export const searchDraftSchema = (options: SearchRuleOptions): z.ZodType<RentInfo, SearchDraft> =>
  searchDraftShape
    .superRefine((draft, ctx) => {
      for (const [field, problem] of Object.entries(searchProblems(draft, options))) {
        ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
    })
    .transform((draft) => rentInfoOfDraft(draft, options.lookupStore));
