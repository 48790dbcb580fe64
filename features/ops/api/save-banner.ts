import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/site-store-provider';
import type { OpsSaveBannerBody } from '@/lib/api/contract/ops-banners';
import type { Api } from '@/lib/site/api/transport';
import { toBannerConfig, withBanner, type BannerConfig } from '../to-site-banners';
import { getBannerConfigsQueryOptions } from './get-banner-configs';

/** The body as the form's schema (the contract's) hands it over once checked; no id for a new one. */
export type BannerBody = OpsSaveBannerBody;

/**
 * POST /ops/banners/save: a new banner (no id) or an edit. A code another banner has answers -1
 * naming 'code' ('taken'); nothing is written then.
 */
export const saveBanner = async (api: Api, body: BannerBody): Promise<BannerConfig> =>
  toBannerConfig(
    await api.post('/ops/banners/save', {
      ...body,
      stores: body.stores.join(','),
      drop_off_stores: body.drop_off_stores.join(','),
    }),
  );

/** The answer goes into the list under its key (no second read), then `onSuccess`. */
export function useSaveBanner(onSuccess?: (banner: BannerConfig) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerBody) => saveBanner(api, body),
    onSuccess: (banner: BannerConfig) => {
      queryClient.setQueryData(getBannerConfigsQueryOptions(api).queryKey, (list) =>
        withBanner(list, banner),
      );
      onSuccess?.(banner);
    },
  });
}
