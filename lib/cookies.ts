/** Cookie names shared by the proxy, the server reader and the browser store. */
export const COOKIES = {
  guestId: 'guest_id',
  utmSource: 'utm_source',
  currency: 'currency',
  region: 'region',
  lang: 'lang',
  auth: 'Auth',
  /** '1' beside a user's Auth cookie, which no script may read: tells the page there is a session to ask about */
  signedIn: 'signed_in',
  authGuest: 'Auth_guest',
  /** the back office's session (HttpOnly, SameSite=Strict): staff, never a traveller's Auth */
  staff: 'rc_staff',
  cnPrompt: 'cn_en_prompt',
  /** on a mobile browser when MOBILE_SITE_URL is set: the mobile site's page for this one (proxy.ts) */
  mobileSite: 'mobile_site',
} as const;

/** The header that carries a staff session instead of COOKIES.staff (the command line, the site's server reader). */
export const STAFF_TOKEN_HEADER = 'Staff-token';

/** Cookie holding the campaign keys as JSON, next to COOKIES.utmSource (spec §9: kept 24 hours). */
export const UTM_COOKIE = 'utm';
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
