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

/** The digits of a card number as typed ('4111 1111-1111 1111' → '4111111111111111'). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The brand card-validator sees in a (partial) number, if it is one we accept. */
export function cardBrandOf(value: string): CardBrandName | null {
  const type = cardValidator.number(cardDigits(value)).card?.type;
  return (CARD_BRANDS as readonly string[]).includes(type ?? '') ? (type as CardBrandName) : null;
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
