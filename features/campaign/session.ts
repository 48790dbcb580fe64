import { readCookie, UTM_COOKIE, UTM_KEYS } from '@/lib/cookies';

/**
 * What counts, written down once (the report's page says the same):
 * - a visit is a browser tab session (sessionStorage) that showed a page whose address carried utm
 *   parameters: once per campaign (utm_source, utm_medium, utm_campaign) per tab, so reloads, the
 *   booking flow's links (which keep the utm keys) and back and forward count once; a new tab or a
 *   new browser session counts again;
 * - a search is a car list shown for a distinct search (stores, dates, age) while the visitor
 *   carries a campaign (the utm cookie, 24 hours), once per tab session; filters, sort and
 *   reloads do not count again;
 * - only browsers that run the page's script are counted (most bots do not), and the API bounds
 *   any one address (LIMITS.campaignEvent). Without sessionStorage (storage switched off) nothing
 *   is counted: undercounting beats counting every reload.
 */

type Campaign = { utm_source?: string; utm_medium?: string; utm_campaign?: string };

const campaignKey = (campaign: Campaign) =>
  [campaign.utm_source ?? '', campaign.utm_medium ?? '', campaign.utm_campaign ?? ''].join('|');

/** The campaign an address carries (any of the utm keys proxy.ts keeps), or undefined. */
export function campaignOfAddress(search: string): Campaign | undefined {
  const params = new URLSearchParams(search);
  if (!UTM_KEYS.some((key) => params.get(key)?.trim())) return undefined;
  return {
    utm_source: params.get('utm_source')?.trim() || undefined,
    utm_medium: params.get('utm_medium')?.trim() || undefined,
    utm_campaign: params.get('utm_campaign')?.trim() || undefined,
  };
}

/** The campaign this visitor carries (the utm cookie proxy.ts keeps), or undefined. */
export function campaignOfCookie(cookieHeader: string): Campaign | undefined {
  const value = readCookie(cookieHeader, UTM_COOKIE);
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const text = (key: string) => (typeof parsed[key] === 'string' ? (parsed[key] as string) : undefined);
    return {
      utm_source: text('utm_source'),
      utm_medium: text('utm_medium'),
      utm_campaign: text('utm_campaign'),
    };
  } catch {
    return undefined;
  }
}

export const visitKey = (campaign: Campaign) => `campaign.visit:${campaignKey(campaign)}`;
export const searchKey = (campaign: Campaign, search: string) =>
  `campaign.search:${campaignKey(campaign)}:${search}`;

/**
 * Whether this tab has not counted `key` yet; marks it counted. False when sessionStorage cannot
 * be used. Marked before the call is sent, so a second render or effect never sends it twice.
 */
export function firstInSession(storage: Storage | undefined, key: string): boolean {
  try {
    if (!storage || storage.getItem(key) !== null) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

/** The tab's sessionStorage, or undefined where reading it throws (storage switched off). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
