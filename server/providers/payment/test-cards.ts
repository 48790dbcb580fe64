import type { CardBrand } from './types';

/**
 * The sandbox acquirer's test cards (README: Payment). Each is Luhn-valid and of its brand, so it
 * passes the form and the API's checks and reaches the acquirer, which answers by the number:
 * every gateway code of spec §8, a code the catalogue does not know ('transaction abnormal'), a
 * network failure, and pending charges that settle later. Any other valid number is approved.
 */
export type SandboxBehaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; code: string }
  | { kind: 'pending'; settlesAs: 'approved' | { code: string } }
  | { kind: 'network_failure' };

export type TestCard = { number: string; brand: CardBrand; behaviour: SandboxBehaviour; note: string };

const decline = (number: string, brand: CardBrand, code: string, note: string): TestCard => ({
  number,
  brand,
  behaviour: { kind: 'decline', code },
  note,
});

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', behaviour: { kind: 'approve' }, note: 'paid' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: { kind: 'approve' }, note: 'paid' },
  { number: '3530111333300000', brand: 'jcb', behaviour: { kind: 'approve' }, note: 'paid' },
  decline('4000100000000000', 'visa', '1000', 'invalid CVV'),
  decline('5100302000000008', 'mastercard', '3020', 'declined'),
  decline('4000308400000005', 'visa', '3084', 'insufficient balance'),
  decline('3528308800000006', 'jcb', '3088', 'frequency limit exceeded'),
  decline('5100309300000000', 'mastercard', '3093', 'amount limit exceeded'),
  decline('4000309600000001', 'visa', '3096', 'invalid validity'),
  decline('3528310000000000', 'jcb', '3100', 'do not honor'),
  decline('4000310100000004', 'visa', '3101', 'invalid card number'),
  decline('5100310300000008', 'mastercard', '3103', 'invalid account'),
  decline('4000310400000001', 'visa', '3104', 'invalid verification value'),
  decline('3528311000000008', 'jcb', '3110', 'refer to issuer'),
  decline('5100313700000008', 'mastercard', '3137', 'not permitted on card'),
  decline('4000313800000001', 'visa', '3138', 'restricted card'),
  decline('3528314300000009', 'jcb', '3143', 'not allowed for cardholder'),
  decline('4000005500000006', 'visa', '0055', 'enter correct number'),
  decline('4000999900000006', 'visa', '9999', "a code outside the catalogue: 'transaction abnormal'"),
  {
    number: '4000320000000004',
    brand: 'visa',
    behaviour: { kind: 'pending', settlesAs: 'approved' },
    note: 'pending (3200), then paid',
  },
  {
    number: '5100320000000018',
    brand: 'mastercard',
    behaviour: { kind: 'pending', settlesAs: { code: '3020' } },
    note: 'pending (3200), then declined (3020)',
  },
  {
    number: '4000900000000003',
    brand: 'visa',
    behaviour: { kind: 'network_failure' },
    note: "the acquirer cannot be reached: 'network error, retry'",
  },
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.behaviour]));

/** What the sandbox does with this card number: a test card's behaviour, else approve. */
export const behaviourOf = (number: string): SandboxBehaviour => BY_NUMBER.get(number) ?? { kind: 'approve' };
