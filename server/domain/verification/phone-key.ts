/**
 * A phone as one string of digits, country code first ('8613800138000'): the key of codes,
 * verified phones and orders.contact_phone, and (with '+') the SMS address. Spaces, dashes and a
 * '+' are dropped, and so is a national trunk '0' typed before the number ('081 234 5678' with
 * country code 66 is +66 81 234 5678) — except in Italy (39), where the 0 is part of the number.
 */
export function phoneKey(areaCode: string, phone: string): string {
  const country = areaCode.replace(/\D/g, '');
  let national = phone.replace(/\D/g, '');
  if (country !== '39' && national.startsWith('0')) national = national.slice(1);
  return `${country}${national}`;
}

/** The SMS address of a phone key. */
export const smsAddress = (key: string) => `+${key}`;
