'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FillInValues } from '@/lib/site/store/fill-in-draft';
import type { FillInResolverContext } from './fill-in-checks';
import type { BookingForm } from './types';

type FillInForm = UseFormReturn<FillInValues, FillInResolverContext, BookingForm>;

/** What the form's sections use of the form: functions that never change for one form. */
export type FillInMethods = Pick<FillInForm, 'control' | 'register' | 'setValue' | 'trigger' | 'getValues'>;

const FillInMethodsContext = createContext<FillInMethods | null>(null);

/**
 * The form's methods for its sections, in place of react-hook-form's FormProvider: that one hands
 * its consumers a new value whenever the form's state renders the form (once just after mount,
 * for `isReady`), which renders every section again. The sections subscribe to the state they show
 * themselves (useFormState, useWatch, with `control`).
 */
export function FillInMethodsProvider({ form, children }: { form: FillInForm; children: ReactNode }) {
  const { control, register, setValue, trigger, getValues } = form;
  const methods = useMemo(
    () => ({ control, register, setValue, trigger, getValues }),
    [control, register, setValue, trigger, getValues],
  );
  return <FillInMethodsContext.Provider value={methods}>{children}</FillInMethodsContext.Provider>;
}

export function useFillInMethods(): FillInMethods {
  const methods = useContext(FillInMethodsContext);
  if (!methods) throw new Error('useFillInMethods must be used inside <FillInMethodsProvider>');
  return methods;
}
