'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/site/react-query';

/**
 * react-query for one segment. Not in the root layout: most pages never read the API from the
 * browser and react-query would be in all of their JavaScript. A segment whose client components
 * read the API wraps itself in it (its layout: `<QueryProvider>{children}</QueryProvider>`).
 * One QueryClient per mount (useState), never a module-level one shared between requests.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
