import { z } from 'zod';

/**
 * The campaign beacon (POST /campaign/record): the browser tells the API that a traveller who came
 * with utm parameters arrived (a visit) or searched (a car list shown). The campaign itself is
 * read from the utm cookie proxy.ts keeps from the landing, the same cookie an order keeps, so a
 * visit, its searches and its bookings meet under one campaign. Nothing personal is sent or kept.
 */
export const campaignEventBodySchema = z.object({
  kind: z.enum(['visit', 'search']).describe('visit: arrived with utm parameters; search: a car list shown'),
  store: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,16}$/)
    .optional()
    .describe('the pick-up store of a search (a visit has none: a landing is often the home)'),
});
export type CampaignEventBody = z.input<typeof campaignEventBodySchema>;

export const campaignEventRecordedSchema = z.object({
  recorded: z
    .boolean()
    .describe('false when the caller carries no campaign (no utm cookie): nothing is kept'),
});
