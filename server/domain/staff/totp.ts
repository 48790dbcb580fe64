import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/**
 * The second factor: RFC 6238 TOTP as every authenticator app reads it (SHA-1, 6 digits, 30-second
 * steps), checked one step either side of now for a phone whose clock is a little off. The caller
 * passes the clock, so tests can make the code of any moment.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const WINDOW = 1;
const ISSUER = 'Rentcar Go back office';

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommendation), base32 as apps take it typed in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The time step of a moment: the counter its code is made from. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);

/** The code an authenticator app shows at `now` (for tests and the command line's checks). */
export const totpCode = (secret: string, now: Date) => totpOf(secret).generate({ timestamp: now.getTime() });

/**
 * The time step a code was made for, if it is the code of now or of the step either side; null
 * otherwise. Whether that step was used already is the caller's to check (totp_last_step).
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** What the enrolment step shows: the otpauth:// URI and its QR code as an SVG document. */
export function enrolmentOf(secret: string, email: string) {
  const uri = totpOf(secret, email).toString();
  return { secret, otpauth_uri: uri, qr_svg: renderSVG(uri, { ecc: 'M', border: 2 }) };
}
