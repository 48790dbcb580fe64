import type { PreAuthSignConfigList } from '../api/contract/common';

/**
 * Spec §5 'pre-authorisation availability': zhima credit is usable when the config is not switched
 * off and the pick-up store allows it (no entry for the store allows it); a whitelisted mobile
 * overrides the normal config.
 */
export function preAuthAllowed(config: PreAuthSignConfigList, pickupStore: string): boolean {
  if (config.adminConfig.whitelisted) return true;
  if (config.adminConfig.disOpen) return false;
  const store = config.list.find((entry) => entry.store === pickupStore);
  return !store || store.alipay === '1';
}
