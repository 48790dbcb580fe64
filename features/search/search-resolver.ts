import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { RentInfo } from '@/lib/rent-info/codec';
import { searchDraftSchema, type SearchDraft } from '@/lib/rent-info/search-draft-schema';
import type { StoreLookup } from '@/lib/rent-info/store-lookup';

/** What the search form passes its resolver (useForm's `context`): the stores it offers. */
export type SearchFormContext = { lookupStore: StoreLookup };

/**
 * The search form's resolver: zodResolver on the search schema, judged at the moment of validation.
 * Loaded on demand (lazy-search-resolver.ts), never with the page: zod stays out of the home page.
 */
export const searchResolver: Resolver<SearchDraft, SearchFormContext, RentInfo> = (
  values,
  context,
  options,
) => {
  if (!context) throw new Error('searchResolver needs the form context (the stores)');
  const schema = searchDraftSchema({ now: new Date(), lookupStore: context.lookupStore });
  return zodResolver(schema)(values, context, options);
};
