import { useMemo, useRef, useTransition, type FormEvent, type RefObject } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { carListHref } from '@/lib/booking-flow/routes';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useRouter } from '@/lib/i18n/navigation';
import { rentInfoQueryString, type RentInfo } from '@/lib/rent-info/codec';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import { isSearchProblem, type SearchField, type SearchProblem } from '@/lib/rent-info/search-draft';
import type { SearchDraft } from '@/lib/rent-info/search-draft-schema';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import { draftOf } from '../draft';
import { focusFirstInvalid } from '../focus-first-invalid';
import type { SearchFormContext } from '../search-resolver';
import { dropOffOptions, lookupSearchStore, type SearchStores } from '../store-options';

// zod and the search schema load with the first validation (or the first hover or focus on the
// form), never with the page: the home page's JavaScript stays without them.
const resolver = lazyResolver(() => import('../search-resolver').then((module) => module.searchResolver));

const FIELDS: SearchField[] = ['pickup', 'dropOff', 'dates', 'pickupTime', 'dropOffTime', 'age'];

/** A field's problem: the rules' code, or 'unreadable' for a value the schema's shape refused. */
export type FormProblem = SearchProblem | 'unreadable';
export type FormProblems = Partial<Record<SearchField, FormProblem>>;

function problemsOf(errors: FieldErrors<SearchDraft>): FormProblems {
  const problems: FormProblems = {};
  for (const field of FIELDS) {
    const message = errors[field]?.message;
    if (errors[field]) problems[field] = isSearchProblem(message) ? message : 'unreadable';
  }
  return problems;
}

/**
 * The search form's state (react-hook-form over the search schema) and what the traveller can do
 * with it. Nothing is judged until the traveller touches the dates or times or submits; from then on
 * every change is judged at once, the whole search again, as a problem can move from one field to
 * another. A valid search is remembered for the tab and opens the car list, keeping utm parameters.
 */
export function useSearchDraft({
  initial,
  stores,
  formRef,
}: {
  initial: RentInfo;
  stores: SearchStores;
  /** the form element, where the first invalid field is found to take the focus */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const router = useRouter();
  const remember = useSiteStore((state) => state.search.remember);
  const [navigating, startNavigation] = useTransition();
  const judging = useRef(false);
  const lookupStore = useMemo(() => lookupSearchStore(stores), [stores]);
  const { control, formState, getValues, handleSubmit, setValue, trigger } = useForm<
    SearchDraft,
    SearchFormContext,
    RentInfo
  >({
    defaultValues: draftOf(initial),
    resolver,
    context: { lookupStore },
    // Focus follows the order on screen, the dates included (focusFirstInvalid).
    shouldFocusError: false,
  });
  // The whole draft, re-rendered on every change: the store lists, the hint and the length follow it.
  const draft = useWatch({ control, compute: (values: SearchDraft) => values });
  const errors = problemsOf(formState.errors);

  const changed = (options: { judgeFromNow?: boolean } = {}) => {
    if (options.judgeFromNow) judging.current = true;
    if (judging.current) void trigger();
  };

  function choosePickup(code: string) {
    const { dropOff, returnElsewhere } = getValues();
    const allowed = dropOffOptions(stores, code).map((store) => store.code);
    setValue('pickup', code);
    setValue('dropOff', allowed.includes(dropOff) ? dropOff : code);
    setValue('returnElsewhere', returnElsewhere && allowed.length > 1);
    changed();
  }

  function toggleReturnElsewhere(checked: boolean) {
    const { pickup, dropOff } = getValues();
    const other = dropOffOptions(stores, pickup).find((store) => store.code !== pickup)?.code;
    setValue('returnElsewhere', checked);
    setValue('dropOff', !checked ? pickup : dropOff !== pickup ? dropOff : (other ?? pickup));
    changed();
  }

  function chooseDropOff(code: string) {
    setValue('dropOff', code);
    changed();
  }

  function chooseDates(dates: SearchDraft['dates']) {
    setValue('dates', dates);
    changed({ judgeFromNow: true });
  }

  function chooseTime(field: 'pickupTime' | 'dropOffTime', time: string) {
    setValue(field, time);
    changed({ judgeFromNow: true });
  }

  function chooseAge(age: AgeBand) {
    setValue('age', age);
    changed();
  }

  const openCarList = (info: RentInfo) => {
    remember(info);
    const segment = formatStoreInfoSegment(info.pickup_location, info.drop_off_location);
    const query = rentInfoQueryString(info, window.location.search);
    startNavigation(() => router.push(carListHref(segment, query)));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    judging.current = true;
    void handleSubmit(openCarList, (invalid) => focusFirstInvalid(formRef.current, problemsOf(invalid)))(
      event,
    );
  }

  return {
    draft,
    errors,
    lookupStore,
    navigating,
    submit,
    prefetchRules: resolver.prefetch,
    choosePickup,
    toggleReturnElsewhere,
    chooseDropOff,
    chooseDates,
    chooseTime,
    chooseAge,
  };
}
