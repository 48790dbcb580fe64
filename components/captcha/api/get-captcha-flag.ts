import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useApi } from '@/components/providers/site-store-provider';
import type { Api } from '@/lib/site/api/transport';
import { makeQueryClient } from '@/lib/site/react-query';
import { CaptchaFlagContext, type CaptchaFlag } from '../captcha-flag';

/**
 * The slide-captcha flag of GET /common/get_global_config. In the browser the transport answers
 * that path from its kept copy of the config (lib/site/api/browser.ts), so a form asks no more often
 * than the config expires.
 */
export const getCaptchaFlag = async (api: Api): Promise<CaptchaFlag> =>
  (await api.get('/common/get_global_config')).slide_captcha;

/** Read once per form: without any config at all (not even the built-in one) there is no captcha. */
export const getCaptchaFlagQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: ['common', 'global-config', 'slide-captcha'],
    queryFn: () => getCaptchaFlag(api),
    retry: false,
  });

/**
 * The flag, or null until it is known: the page's (the server read it with the page:
 * <WithCaptchaFlag>), else the browser's copy, read when the form mounts (the login dialog, which
 * any page can open). The API enforces the flag either way. Read in a query client of the form's
 * own, as the captcha reads its challenge (slide-captcha.tsx): a form that sends codes needs no
 * react-query above it to offer the captcha.
 */
export function useCaptchaFlag(): CaptchaFlag | null {
  const given = useContext(CaptchaFlagContext);
  const [client] = useState(makeQueryClient);
  const read = useQuery({ ...getCaptchaFlagQueryOptions(useApi()), enabled: !given }, client);
  return given ?? read.data ?? null;
}
