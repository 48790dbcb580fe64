import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  codeLoginBodySchema,
  passwordLoginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@/lib/api/contract/account';
import type { AccountFormMode, AccountFormValues } from './types';

/** The contract's schema of each form (the same ones the API parses), loaded with the first check. */
const SCHEMAS = {
  password: passwordLoginBodySchema,
  code: codeLoginBodySchema,
  register: registerBodySchema,
  reset: resetPasswordBodySchema,
} as const;

export const accountResolver = (mode: AccountFormMode) =>
  zodResolver(SCHEMAS[mode]) as unknown as Resolver<AccountFormValues, unknown, AccountFormValues>;
