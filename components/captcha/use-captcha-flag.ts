'use client';

import { useContext, useEffect, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import { CaptchaFlagContext, type CaptchaFlag } from './captcha-flag';

/**
 * The slide-captcha flag of the global config, or null until it is known: the page's (the server
 * read it with the page: <WithCaptchaFlag>), else the browser's cached copy, read when the form
 * mounts (the login dialog, which any page can open).
 */
export function useCaptchaFlag(): CaptchaFlag | null {
  const given = useContext(CaptchaFlagContext);
  const api = useApi();
  const [read, setRead] = useState<CaptchaFlag | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    api.getGlobalConfig().then(
      (config) => {
        if (live) setRead(config.slide_captcha);
      },
      () => {
        // No config at all (not even the built-in one): no captcha; the API still enforces it.
      },
    );
    return () => {
      live = false;
    };
  }, [api, given]);
  return given ?? read;
}
