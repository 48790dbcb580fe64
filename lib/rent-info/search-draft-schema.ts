import { z } from 'zod';
import { AGE_BANDS } from './driver-age';

/**
 * A search as the search form holds it: the stores, whether the car goes back elsewhere, the dates
 * as 'YYYY-MM-DD' (null until chosen) and the times as 'HH:mm' on each store's own clock, the
 * driver's age band. Loose on purpose: the rules of search-draft.ts (judgeSearchDraft) judge the
 * values, in the traveller's terms.
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
