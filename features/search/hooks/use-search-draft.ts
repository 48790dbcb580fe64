import { useMemo, useRef, useState, useTransition, type FormEvent, type RefObject } from 'react';
import { useSiteStore } from '@/components/providers/site-store-provider';
import { carListHref } from '@/lib/site/booking-flow/routes';
import { useRouter } from '@/lib/site/i18n/navigation';
import { rentInfoQueryString, type RentInfo } from '@/lib/rent-info/codec';
import type { AgeBand } from '@/lib/rent-info/driver-age';
import { judgeSearchDraft, type SearchErrors } from '@/lib/rent-info/search-draft';
import type { SearchDraft } from '@/lib/rent-info/search-draft-schema';
import { formatStoreInfoSegment } from '@/lib/rent-info/store-info';
import { draftOf } from '../draft';
import { focusFirstInvalid } from '../focus-first-invalid';
import { dropOffOptions, lookupSearchStore, type SearchStores } from '../store-options';

/**
 * The search form's state and what the traveller can do with it. Its values come only from the
 * form's own controls, so the rules are all there is to judge (judgeSearchDraft, the rules the
 * codec and the API keep too), in the browser at once: no form library and no schema library load
 * with the home page. Nothing is judged until the traveller touches the dates or times or submits;
 * from then on every change is judged, the whole search again, as a problem can move from one field
 * to another. A valid search is remembered for the tab and opens the car list, keeping utm
 * parameters.
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
  const lookupStore = useMemo(() => lookupSearchStore(stores), [stores]);
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<SearchErrors>({});
  // The draft as last changed, for handlers that run before React has rendered the change.
  const latest = useRef(draft);
  const judging = useRef(false);

  const judge = (values: SearchDraft) => judgeSearchDraft(values, { now: new Date(), lookupStore });

  function change(patch: Partial<SearchDraft>, options: { judgeFromNow?: boolean } = {}) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    if (options.judgeFromNow) judging.current = true;
    if (judging.current) {
      const judgement = judge(next);
      setErrors(judgement.ok ? {} : judgement.problems);
    }
  }

  function choosePickup(code: string) {
    const { dropOff, returnElsewhere } = latest.current;
    const allowed = dropOffOptions(stores, code).map((store) => store.code);
    change({
      pickup: code,
      dropOff: allowed.includes(dropOff) ? dropOff : code,
      returnElsewhere: returnElsewhere && allowed.length > 1,
    });
  }

  function toggleReturnElsewhere(checked: boolean) {
    const { pickup, dropOff } = latest.current;
    const other = dropOffOptions(stores, pickup).find((store) => store.code !== pickup)?.code;
    change({
      returnElsewhere: checked,
      dropOff: !checked ? pickup : dropOff !== pickup ? dropOff : (other ?? pickup),
    });
  }

  const chooseDropOff = (code: string) => change({ dropOff: code });
  const chooseDates = (dates: SearchDraft['dates']) => change({ dates }, { judgeFromNow: true });
  const chooseTime = (field: 'pickupTime' | 'dropOffTime', time: string) =>
    change({ [field]: time }, { judgeFromNow: true });
  const chooseAge = (age: AgeBand) => change({ age });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    judging.current = true;
    const judgement = judge(latest.current);
    if (!judgement.ok) {
      setErrors(judgement.problems);
      focusFirstInvalid(formRef.current, judgement.problems);
      return;
    }
    setErrors({});
    const info = judgement.search;
    remember(info);
    const segment = formatStoreInfoSegment(info.pickup_location, info.drop_off_location);
    const query = rentInfoQueryString(info, window.location.search);
    startNavigation(() => router.push(carListHref(segment, query)));
  }

  return {
    draft,
    errors,
    lookupStore,
    navigating,
    submit,
    choosePickup,
    toggleReturnElsewhere,
    chooseDropOff,
    chooseDates,
    chooseTime,
    chooseAge,
  };
}
