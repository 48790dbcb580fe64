/**
 * Money in integer minor units (cents, satang). Amounts arrive as decimal strings from the database
 * (numeric columns) or as numbers; they become integers once, are added and converted as integers,
 * and become decimals again only at the edge (the API answer).
 */

/** A decimal amount as stored (numeric column text, e.g. '45.00') or as a number. */
export type Decimal = string | number;

/** What converting between two currencies needs: decimals and the rate against the US dollar. */
export type CurrencyRate = {
  code: string;
  /** ISO 4217 minor units: 2 for USD, 0 for JPY */
  minorUnits: number;
  /** units of this currency one US dollar buys, as stored (numeric(20, 8) text) */
  perUsd: Decimal;
};

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** A decimal as an integer scaled by 10^scale, rounded half away from zero. */
export function scaleDecimal(amount: Decimal, scale: number): bigint {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let scaled = BigInt(whole + kept);
  // One more digit decides the rounding; digits after it cannot change a half-up result.
  if ((fraction[scale] ?? '0') >= '5') scaled += 1n;
  return sign === '-' ? -scaled : scaled;
}

/** Plain digits for a number (no exponent), with more decimals than any currency needs. */
function numberText(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not a finite amount: ${amount}`);
  return amount.toFixed(10);
}

/** A decimal amount in the currency's minor units: toMinor('45.5', 2) is 4550. */
export function toMinor(amount: Decimal, minorUnits: number): number {
  return Number(scaleDecimal(amount, minorUnits));
}

/**
 * Minor units back to the amount the API shows. An integer divided by a power of ten is already the
 * nearest double to the decimal (4550 / 100 is 45.5 exactly as '45.50' parses), so no rounding is needed.
 */
export function fromMinor(minor: number, minorUnits: number): number {
  return minor / 10 ** minorUnits;
}

/** Minor units as the decimal text a numeric column stores: storedDecimal(4550, 2) is '45.50'. */
export function storedDecimal(minor: number, minorUnits: number): string {
  return fromMinor(minor, minorUnits).toFixed(minorUnits);
}

/** a / b rounded half away from zero, in integers. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = (2n * x + y) / (2n * y);
  return negative ? -quotient : quotient;
}

const RATE_SCALE = 8; // fx_rates.per_usd is numeric(20, 8): exact at this scale

// A search converts a thousand lines with the same two rates: parse each rate object once.
const scaledRates = new WeakMap<CurrencyRate, bigint>();
function scaledRate(currency: CurrencyRate): bigint {
  let rate = scaledRates.get(currency);
  if (rate === undefined) scaledRates.set(currency, (rate = scaleDecimal(currency.perUsd, RATE_SCALE)));
  return rate;
}

/**
 * Minor units of one currency in another, through the US dollar:
 * amount / perUsd(from) × perUsd(to), rounded once, half away from zero.
 */
export function convertMinor(minor: number, from: CurrencyRate, to: CurrencyRate): number {
  if (from.code === to.code) return minor;
  const fromRate = scaledRate(from);
  const toRate = scaledRate(to);
  if (fromRate <= 0n || toRate <= 0n) throw new RangeError(`no usable rate for ${from.code}→${to.code}`);
  const numerator = BigInt(minor) * toRate * 10n ** BigInt(to.minorUnits);
  const denominator = fromRate * 10n ** BigInt(from.minorUnits);
  return Number(divideRounded(numerator, denominator));
}

/** Minor units divided into n equal parts, rounded (a per-day figure of a total). */
export function divideMinor(minor: number, parts: number): number {
  return Number(divideRounded(BigInt(minor), BigInt(parts)));
}

/** minor × numerator / denominator in integers, rounded once, half away from zero. */
export function scaleMinor(minor: number, numerator: bigint, denominator: bigint): number {
  return Number(divideRounded(BigInt(minor) * numerator, denominator));
}
