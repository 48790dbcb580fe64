import cardValidator from 'card-validator';

/**
 * The card brands we take (spec §9) and how a number is read, without zod, so the card form can
 * name the brand as the traveller types. The rules are card-validator's, never our own.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'jcb'] as const;
export type CardBrandName = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrandName, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  jcb: 'JCB',
};

/** The brands we take as their names are written, in CARD_BRANDS' order: the form and its refusal name them. */
export const ACCEPTED_BRAND_NAMES: readonly string[] = CARD_BRANDS.map((brand) => CARD_BRAND_LABELS[brand]);

/** The digits of a card number as typed ('4111 1111-1111 1111' → '4111111111111111'). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The brand card-validator sees in a (partial) number, if it is one we accept. */
export function cardBrandOf(value: string): CardBrandName | null {
  const type = cardValidator.number(cardDigits(value)).card?.type;
  return (CARD_BRANDS as readonly string[]).includes(type ?? '') ? (type as CardBrandName) : null;
}

/**
 * What is wrong with a card number, if anything: 'invalid' when card-validator does not read it as
 * a card number at all, 'brand' when it is a valid card of a brand we do not take (American
 * Express, Discover, UnionPay…), so the traveller is told to use another card, not to retype it.
 */
export function cardNumberProblem(value: string): 'invalid' | 'brand' | null {
  const digits = cardDigits(value);
  if (!cardValidator.number(digits).isValid) return 'invalid';
  return cardBrandOf(digits) === null ? 'brand' : null;
}

/**
 * What is wrong with an expiry 'MM/YY' (or 'MM/YYYY'), if anything: 'expired' for a real month
 * before this one (the card has run out: another card is needed), 'invalid' for anything else
 * card-validator refuses (no such month, a year too far ahead, not a date).
 */
export function expiryProblem(value: string): 'invalid' | 'expired' | null {
  const shape = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!shape) return 'invalid';
  if (cardValidator.expirationDate(value).isValid) return null;
  const month = Number(shape[1]);
  const year = shape[2]!.length === 2 ? 2000 + Number(shape[2]) : Number(shape[2]);
  if (month < 1 || month > 12) return 'invalid';
  const now = new Date();
  const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return past ? 'expired' : 'invalid';
}

/** The number in groups of four as it is typed ('4111111111' → '4111 1111 11'), at most 19 digits. */
export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** An expiry as typed, shaped 'MM/YY' ('0428' → '04/28'). */
export function shapeExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
