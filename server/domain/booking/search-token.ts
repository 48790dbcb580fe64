import { createHmac, timingSafeEqual } from 'node:crypto';
/** What a search token vouches for: the car detail's search, its currency, and until when. */
export type SearchClaims = {
  pickup_location: string;
  drop_off_location: string;
  pickup_date_time: string;
  drop_off_date_time: string;
  driver_age: number;
  sku_id: number;
  currency: string;
  /** expiry, ms since the epoch (the search's expired_time) */
  exp: number;
};

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const sign = (payload: string, secret: Buffer) => createHmac('sha256', secret).update(payload).digest();

/**
 * 'payload.signature': the claims as base64url JSON and their HMAC-SHA256. The booking call accepts
 * a search only with a token for exactly that search, before it expires (spec §9: 30 minutes), so a
 * page cannot book other dates, another car or an expired price.
 */
export function signSearch(claims: SearchClaims, secret: Buffer): string {
  const payload = encode(JSON.stringify(claimsInOrder(claims)));
  return `${payload}.${encode(sign(payload, secret))}`;
}

export type TokenCheck = 'ok' | 'invalid' | 'expired';

/** Whether the token was signed here for exactly this search, and has not expired at `now`. */
export function checkSearchToken(
  token: string,
  search: Omit<SearchClaims, 'exp'>,
  secret: Buffer,
  now: Date,
): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  let claims: SearchClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SearchClaims;
  } catch {
    return 'invalid';
  }
  const same =
    claims.pickup_location === search.pickup_location &&
    claims.drop_off_location === search.drop_off_location &&
    claims.pickup_date_time === search.pickup_date_time &&
    claims.drop_off_date_time === search.drop_off_date_time &&
    claims.driver_age === search.driver_age &&
    claims.sku_id === search.sku_id &&
    claims.currency === search.currency;
  if (!same) return 'invalid';
  return typeof claims.exp === 'number' && claims.exp > now.getTime() ? 'ok' : 'expired';
}

const claimsInOrder = (claims: SearchClaims): SearchClaims => ({
  pickup_location: claims.pickup_location,
  drop_off_location: claims.drop_off_location,
  pickup_date_time: claims.pickup_date_time,
  drop_off_date_time: claims.drop_off_date_time,
  driver_age: claims.driver_age,
  sku_id: claims.sku_id,
  currency: claims.currency,
  exp: claims.exp,
});
