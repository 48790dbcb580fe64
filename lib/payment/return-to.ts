/**
 * Where a provider's page (the pre-authorisation sandbox) may send the browser back to: a path on
 * this site, never another host. Anything doubtful gives the fallback: protocol-relative ('//host'),
 * backslashes ('/\host', which browsers read as '//'), schemes ('https:host', 'javascript:'),
 * encoded slashes and backslashes, control characters, spaces, and anything that is not plain
 * printable ASCII (unicode look-alikes of '/' or '.'). What passes is the URL parser's own
 * normalised path, query and hash of the value read against a placeholder origin.
 */
const PLACEHOLDER_ORIGIN = 'https://return-to.invalid';
const MAX_LENGTH = 2048;

export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // One leading slash, then anything but a slash or a backslash (or nothing at all).
  if (!/^\/(?![/\\])/.test(value)) return fallback;
  // Printable ASCII only: no controls, spaces, backslashes or look-alike characters.
  if (!/^[\x21-\x7e]*$/.test(value) || value.includes('\\')) return fallback;
  // Encoded slashes or backslashes could turn into '//' or '\' after another decoding downstream.
  if (/%(2f|5c)/i.test(value) || /%25/i.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}
