import { randomInt } from 'node:crypto';

const LENGTH = 18;

/**
 * A new order number (spec: trade_no, digits only): 18 random digits, the first not 0. About 2^60
 * numbers, so one cannot be guessed from another and they carry no order or count; the unique
 * constraint catches the rare collision and the caller draws again.
 */
export function newTradeNo(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < LENGTH) digits += String(randomInt(0, 1_000_000)).padStart(6, '0');
  return digits.slice(0, LENGTH);
}
