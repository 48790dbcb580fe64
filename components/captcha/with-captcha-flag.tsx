import 'server-only';
import type { ReactNode } from 'react';
import { getServerGlobalConfig } from '@/lib/site/api/server-global-config';
import { CaptchaFlagProvider } from './captcha-flag';

/**
 * A page with a form that sends one-time codes: its forms get the slide-captcha flag from the
 * server's copy of the global config (as fresh as the browser's: both keep it for its expiresMin).
 */
export async function WithCaptchaFlag({ children }: { children: ReactNode }) {
  const config = await getServerGlobalConfig();
  return <CaptchaFlagProvider flag={config.slide_captcha}>{children}</CaptchaFlagProvider>;
}
