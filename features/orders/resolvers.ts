import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  bindFormSchema,
  forgotFormSchema,
  lookupFormSchema,
  type BindFormValues,
  type ForgotFormValues,
  type LookupFormValues,
} from '@/lib/forms/order-forms';

/** The forms' resolvers, loaded with the first check (lib/forms/lazy-resolver.ts). */
export const lookupResolver = zodResolver(lookupFormSchema) as unknown as Resolver<LookupFormValues>;
export const forgotResolver = zodResolver(forgotFormSchema) as unknown as Resolver<ForgotFormValues>;
export const bindResolver = zodResolver(bindFormSchema) as unknown as Resolver<BindFormValues>;
