import cardValidator from 'card-validator';
import { driverSchema } from '@/lib/api/contract/booking-form';
import { cardFormSchema } from '@/lib/api/contract/payment';
import { GATEWAY_CODES } from '@/lib/site/i18n/api-error-message';
import { cardBrandOf, groupCardNumber, shapeExpiry } from '@/lib/payment/card-brand';
import { behaviourOf, TEST_CARDS } from '@/server/providers/payment/test-cards';

const future = () => `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

describe('the sandbox test cards', () => {
  it.each(TEST_CARDS)('$number is a valid $brand card (card-validator) and passes the card form', (card) => {
    const checked = cardValidator.number(card.number);
    expect(checked.isValid).toBe(true);
    expect(checked.card?.type).toBe(card.brand);
    expect(cardBrandOf(card.number)).toBe(card.brand);
    expect(
      cardFormSchema.safeParse({
        card_number: card.number,
        expiry: future(),
        cvv: '123',
        holder_name: 'WEI ZHANG',
      }).success,
    ).toBe(true);
  });

  it('reach every gateway code of spec §8, an unknown code, a network failure and both pending endings', () => {
    const declined = TEST_CARDS.flatMap((card) =>
      card.behaviour.kind === 'decline' ? [card.behaviour.code] : [],
    );
    expect(
      [...declined, '3200'].filter((code) => (GATEWAY_CODES as readonly string[]).includes(code)).sort(),
    ).toEqual([...GATEWAY_CODES].sort());
    expect(declined.some((code) => !(GATEWAY_CODES as readonly string[]).includes(code))).toBe(true);
    const kinds = TEST_CARDS.map((card) => card.behaviour);
    expect(kinds).toContainEqual({ kind: 'network_failure' });
    expect(kinds).toContainEqual({ kind: 'pending', settlesAs: 'approved' });
    expect(kinds).toContainEqual({ kind: 'pending', settlesAs: { code: '3020' } });
    expect(new Set(TEST_CARDS.map((card) => card.brand))).toEqual(new Set(['visa', 'mastercard', 'jcb']));
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'approve' });
  });
});

describe('the drivers’ names', () => {
  it('asks for Latin letters, as on the licence', () => {
    const driver = { given_name: '伟', sur_name: 'ZHANG', birthday: '1990-01-01', driver_license_type: 'cn' };
    const result = driverSchema.safeParse(driver);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['given_name'], message: 'latin_letters' }),
    ]);
  });
});

describe('the card form rules', () => {
  it('refuses what card-validator refuses, with the form codes', () => {
    const result = cardFormSchema.safeParse({
      card_number: '4111111111111112',
      expiry: '01/20',
      cvv: '12a',
      holder_name: '',
    });
    expect(result.success).toBe(false);
    // The first problem of each field is the one shown.
    const codes = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]).reverse(),
    );
    expect(codes).toEqual({
      card_number: 'invalid',
      expiry: 'card_expired',
      cvv: 'invalid',
      holder_name: 'required',
    });
  });

  const firstCode = (field: keyof typeof cardFormSchema.shape, value: string) => {
    const result = cardFormSchema.shape[field].safeParse(value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('tells a valid card of a brand we do not take from a number mistyped', () => {
    // American Express, Discover and UnionPay numbers card-validator reads as valid.
    for (const number of ['378282246310005', '6011111111111117', '6200000000000005']) {
      expect(cardValidator.number(number).isValid).toBe(true);
      expect(firstCode('card_number', number)).toBe('card_brand');
    }
    expect(firstCode('card_number', '4111 1111 1111 1112')).toBe('invalid');
    expect(firstCode('card_number', '4111 1111 1111 1111')).toBeNull();
  });

  it('tells an expired card from an expiry that is no date', () => {
    const year = new Date().getFullYear();
    const lastYear = String((year - 1) % 100).padStart(2, '0');
    expect(firstCode('expiry', `12/${lastYear}`)).toBe('card_expired');
    expect(firstCode('expiry', `01/${year - 1}`)).toBe('card_expired');
    expect(firstCode('expiry', future())).toBeNull();
    for (const notADate of ['13/30', '00/30', '1/30', '12/99', 'ab/cd']) {
      expect(firstCode('expiry', notADate)).toBe('invalid');
    }
  });

  it('asks for the holder name in Latin letters, as the cards we take print it', () => {
    expect(firstCode('holder_name', '张伟')).toBe('latin_letters');
    expect(firstCode('holder_name', 'วิชัย')).toBe('latin_letters');
    expect(firstCode('holder_name', "JOSÉ O'NEILL-GARCÍA")).toBeNull();
    expect(firstCode('holder_name', '4111 1111')).toBe('invalid');
  });

  it('shapes the number and the expiry as they are typed', () => {
    expect(groupCardNumber('4111111111')).toBe('4111 1111 11');
    expect(groupCardNumber('4111-1111 1111 1111 9999')).toBe('4111 1111 1111 1111 999');
    expect(shapeExpiry('0428')).toBe('04/28');
    expect(shapeExpiry('04')).toBe('04');
    expect(cardBrandOf('6011')).toBe(null);
    expect(cardBrandOf('3528')).toBe('jcb');
    expect(cardBrandOf('51')).toBe('mastercard');
  });
});
