/** Constants of spec §7 and §9 that the client and server readers share. */
export const API_VERSION_PATH = '/api/v1_1';
export const API_TIMEOUT_MS = 30_000;
export const CLIENT_ID = 'rentcar-web-pc';

export const GLOBAL_CONFIG_PATH = '/common/get_global_config';
export const GLOBAL_CONFIG_CACHE_KEY = 'global_config_v1';

const LAN_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|[\w-]+\.local)$/i;

export const isLocalOrLanHost = (hostname: string) => LAN_HOST.test(hostname);

/**
 * Where the browser sends API calls: the API host configured for the site (NEXT_PUBLIC_API_ORIGIN),
 * except on local or LAN addresses, and whenever none is configured, where the site's own proxy
 * path serves it.
 */
export function apiBaseUrl(hostname: string, publicApiOrigin: string | undefined): string {
  if (!publicApiOrigin || isLocalOrLanHost(hostname)) return API_VERSION_PATH;
  return `${publicApiOrigin.replace(/\/$/, '')}${API_VERSION_PATH}`;
}

/** POST bodies are form-encoded with nulls skipped (spec §7). */
export function formEncode(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value) || (typeof value === 'object' && !(value instanceof Date))) {
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, value instanceof Date ? value.toISOString() : String(value));
    }
  }
  return form.toString();
}
