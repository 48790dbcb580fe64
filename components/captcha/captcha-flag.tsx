'use client';

import { createContext, type ReactNode } from 'react';
import type { GlobalConfig } from '@/lib/api/contract/common';

export type CaptchaFlag = GlobalConfig['slide_captcha'];

/** The slide-captcha flag as the server read it for this page, or null where it did not. */
export const CaptchaFlagContext = createContext<CaptchaFlag | null>(null);

/**
 * Hands a page's code forms the flag the server read with the page, so the browser does not load
 * its API client (axios, zod, the schemas: a quarter-second task on a phone) to learn it at start.
 */
export function CaptchaFlagProvider({ flag, children }: { flag: CaptchaFlag; children: ReactNode }) {
  return <CaptchaFlagContext value={flag}>{children}</CaptchaFlagContext>;
}
