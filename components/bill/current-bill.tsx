'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Bill } from '@/lib/api/contract/bill';

const CurrentBillContext = createContext<Bill | null>(null);

/**
 * The bill of this moment on the fill-in and review steps (the booking feature computes it live,
 * with the phone's first-booking discount and the applied coupon), for the parts of the page that
 * the server renders around the form: the package panel says what is paid from it, not from the
 * package's own quote.
 */
export function CurrentBillProvider({ bill, children }: { bill: Bill; children: ReactNode }) {
  return <CurrentBillContext.Provider value={bill}>{children}</CurrentBillContext.Provider>;
}

/** The current bill, or null on a page without one (the plan page shows the package's quote). */
export const useCurrentBill = (): Bill | null => useContext(CurrentBillContext);
