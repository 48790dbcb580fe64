/** Cookie names shared by the proxy, the server reader and the browser store. */
export const COOKIES = {
  guestId: 'guest_id',
  utmSource: 'utm_source',
  currency: 'currency',
  region: 'region',
  lang: 'lang',
  auth: 'Auth',
  authGuest: 'Auth_guest',
  cnPrompt: 'cn_en_prompt',
} as const;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Spec §9: the campaign source is kept 24 hours. */
export const UTM_SOURCE_MAX_AGE_S = 24 * 60 * 60;
export const YEAR_S = 365 * 24 * 60 * 60;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function newGuestId(): string {
  return `g_${crypto.randomUUID().replace(/-/g, '')}`;
}
