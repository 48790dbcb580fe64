import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import { formResolver } from '@/lib/site/forms/form-resolvers';
import type { FillInValues } from '@/lib/site/store/fill-in-draft';
import { driverRulesOf } from '../driver-rules';
import { fillInChecks, type FillInResolverContext } from '../fill-in-checks';
import type { BookingForm, FillInContext } from '../types';

// zod and the booking schema load with the first validation (or the first hover or focus on the
// form), never with the page; the rules of this rental run on the schema's result.
const resolver = formResolver<FillInValues, FillInResolverContext, BookingForm>('booking', fillInChecks);

/**
 * The fill-in form (react-hook-form over the booking schema). A field is judged when it is left,
 * then on every change; the whole form on Continue. Every change is written to the tab's booking
 * draft, so a reload loses nothing.
 */
export function useFillInForm({
  context,
  initial,
  additionalDriversAllowed,
  phoneVerified,
  persist,
}: {
  context: FillInContext;
  /** false until the tab's memory is read: saving earlier would overwrite the draft being restored */
  persist: boolean;
  initial: FillInValues;
  /** read at validation time: the extras the traveller has chosen so far decide it */
  additionalDriversAllowed: () => number;
  phoneVerified: () => boolean;
}) {
  const store = useSiteStoreApi();
  // The resolver's context is read when it runs: the latest getters, through a stable object.
  const latest = useRef({ additionalDriversAllowed, phoneVerified });
  useEffect(() => {
    latest.current = { additionalDriversAllowed, phoneVerified };
  });
  const resolverContext = useMemo<FillInResolverContext>(
    () => ({
      rules: driverRulesOf(context.detail),
      additionalDriversAllowed: () => latest.current.additionalDriversAllowed(),
      phoneVerified: () => latest.current.phoneVerified(),
    }),
    [context.detail],
  );
  const form = useForm<FillInValues, FillInResolverContext, BookingForm>({
    defaultValues: initial,
    resolver,
    context: resolverContext,
    mode: 'onTouched',
    // Focus follows the order on screen, the groups included (focusFirstProblem).
    shouldFocusError: false,
  });

  const { subscribe, getValues } = form;
  useEffect(() => {
    if (!persist) return;
    const save = () => store.getState().bookingDraft.saveFillIn({ values: getValues() });
    save();
    return subscribe({ formState: { values: true }, callback: save });
  }, [store, subscribe, getValues, persist]);

  return { form, prefetchRules: resolver.prefetch };
}
