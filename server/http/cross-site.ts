/**
 * The one rule for cross-site writes (CSRF). A browser says where a request comes from; a write
 * (POST, PUT, PATCH, DELETE) passes only when it says "this site":
 *
 * - Sec-Fetch-Site present (every current browser sends it): same-origin or same-site passes;
 *   cross-site, none or anything else is refused.
 * - Otherwise Origin present (older browsers send it on every POST): it must equal the site's
 *   configured origin (SITE_URL). 'null' (sandboxed frames, privacy redirects) and unparsable
 *   values are refused.
 * - Neither header: allowed. Only non-browser clients send neither (the site's own server renders,
 *   scripts, tests, partners' servers); a forged request needs a victim's browser, and browsers
 *   always send one of the two on a cross-site write.
 *
 * No Host or X-Forwarded-Host header takes part: the site's origin is configuration, so a client
 * cannot choose the origin it is compared with (Next.js does not tell the app which peer set a
 * forwarded header, so such headers could not be trusted anyway).
 */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SAME_SITE = new Set(['same-origin', 'same-site']);

export type CrossSiteInput = {
  method: string;
  fetchSite: string | undefined;
  origin: string | undefined;
  /** the site's own origin, e.g. https://www.example.com */
  siteOrigin: string;
};

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Whether the request may go on. */
export function allowsWrite({ method, fetchSite, origin, siteOrigin }: CrossSiteInput): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return true;
  if (fetchSite !== undefined) return SAME_SITE.has(fetchSite.trim().toLowerCase());
  if (origin !== undefined) return origin !== 'null' && originOf(origin) === siteOrigin;
  return true;
}
