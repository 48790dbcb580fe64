import { globalConfigSchema, type GlobalConfig } from '../../api/contract/common';
import builtin from '../config/builtin-global-config.json';

export { GLOBAL_CONFIG_CACHE_KEY, GLOBAL_CONFIG_PATH } from './config';

/**
 * The built-in config: a snapshot of the seeded stores and currencies (npm run config:snapshot),
 * used when the API cannot be reached. Its freshman event is off (spec §9).
 */
export function builtinGlobalConfig(): GlobalConfig {
  const config = globalConfigSchema.parse(builtin);
  return { ...config, freshman_coupon: { ...config.freshman_coupon, is_active: false } };
}
