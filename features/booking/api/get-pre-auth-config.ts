import type { BrowserApi } from '@/lib/api/browser';
import { preAuthSignConfigListSchema, type PreAuthSignConfigList } from '@/lib/api/contract/common';

/** GET /payment/get_pre_auth_sign_config_list: where zhima credit may replace the deposit (spec §5). */
export const getPreAuthConfig = (api: BrowserApi): Promise<PreAuthSignConfigList> =>
  api.get('/payment/get_pre_auth_sign_config_list', preAuthSignConfigListSchema);
