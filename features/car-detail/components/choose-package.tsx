'use client';

import { useEffect } from 'react';
import { useSiteStoreApi } from '@/components/providers/site-store-provider';
import { holdsChoice, type PackageChoice } from '@/lib/site/store/booking-draft-slice';

/**
 * Writes the package of the URL into the tab's booking draft (spec §4 'choosing a package'). The page
 * itself renders from the URL; the draft carries the choice to the client steps that follow.
 */
export function ChoosePackage({ choice }: { choice: PackageChoice }) {
  const store = useSiteStoreApi();
  useEffect(() => {
    const { bookingDraft } = store.getState();
    if (!holdsChoice(bookingDraft, choice)) bookingDraft.choosePackage(choice);
  }, [store, choice]);
  return null;
}
