'use client';

import { useEffect } from 'react';
import { bookingDraftStore, holdsChoice, type PackageChoice } from '@/lib/store/booking-draft';

/**
 * Writes the package of the URL into the tab's booking draft (spec §4 'choosing a package'). The page
 * itself renders from the URL; the draft carries the choice to the client steps that follow.
 */
export function ChoosePackage({ choice }: { choice: PackageChoice }) {
  useEffect(() => {
    const store = bookingDraftStore();
    if (!holdsChoice(store.getState(), choice)) store.getState().choosePackage(choice);
  }, [choice]);
  return null;
}
