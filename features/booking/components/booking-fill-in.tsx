'use client';

import { useMemo, type ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import { useSiteStoreApi, useTabRestored } from '@/components/providers/site-store-provider';
import type { Lang } from '@/lib/i18n/locales';
import { holdsChoice } from '@/lib/site/store/booking-draft-slice';
import { emptyValues, restoredValues } from '../fill-in-values';
import type { FillInContext, SavedPeople } from '../types';
import { FillInSteps } from './fill-in-steps';

const NO_SAVED: SavedPeople = { drivers: [], contacts: [] };

export type BookingFillInProps = {
  context: FillInContext;
  lang: Lang;
  /** the booking stepper at 'extras' (the form) and at 'review', rendered by the server */
  steppers: { form: ReactNode; review: ReactNode };
  /** the trip, the car and the package, rendered by the server */
  summary: ReactNode;
  /**
   * A logged-in traveller's saved drivers and contacts (spec §6). The accounts feature reads them
   * for the page and passes them here; guests have none and are invited to log in.
   */
  saved?: SavedPeople;
};

/**
 * The fill-in and review-and-book steps of /book/{store_info}/{sku_id}/{pack_path}/{booking_com}.
 * The form starts empty on the server and in the first render; once the tab's memory is read, it
 * starts again from the draft of this very package, so a reload loses nothing typed. Without such
 * a draft (a first visit) the form is kept as it is: mounting it again would render the whole form
 * a second time just after hydration, for the same empty values. The steps read and write the API
 * through react-query, whose client lives here, above that remount (the root layout has none).
 */
export function BookingFillIn({ context, lang, steppers, summary, saved = NO_SAVED }: BookingFillInProps) {
  const store = useSiteStoreApi();
  const restored = useTabRestored();
  const ownDraft = useMemo(() => {
    const draft = restored ? store.getState().bookingDraft : null;
    return draft?.fillIn && holdsChoice(draft, context.choice) ? draft.fillIn : null;
  }, [restored, store, context]);
  const initial = useMemo(
    () => (ownDraft ? restoredValues(context.detail, ownDraft.values) : emptyValues(lang)),
    [ownDraft, context, lang],
  );
  return (
    <QueryProvider>
      <FillInSteps
        key={ownDraft ? 'restored' : 'initial'}
        context={context}
        lang={lang}
        initial={initial}
        restored={restored}
        steppers={steppers}
        summary={summary}
        saved={saved}
      />
    </QueryProvider>
  );
}
