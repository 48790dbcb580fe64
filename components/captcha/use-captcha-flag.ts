'use client';

import { useEffect, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import type { GlobalConfig } from '@/lib/api/contract/common';

/**
 * The slide-captcha flag of the global config (the browser's cached copy), or null until it is
 * read. The pages and the login dialog both use it, so the form reads it itself.
 */
export function useCaptchaFlag(): GlobalConfig['slide_captcha'] | null {
  const api = useApi();
  const [flag, setFlag] = useState<GlobalConfig['slide_captcha'] | null>(null);
  useEffect(() => {
    let live = true;
    api.getGlobalConfig().then(
      (config) => {
        if (live) setFlag(config.slide_captcha);
      },
      () => {
        // No config at all (not even the built-in one): no captcha; the API still enforces it.
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  return flag;
}
