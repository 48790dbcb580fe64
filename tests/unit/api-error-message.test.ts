import { API_CODES } from '@/lib/api/contract/envelope';
import { ApiClientError, fromEnvelope } from '@/lib/site/api/errors';
import {
  apiErrorKey,
  errorMessageKey,
  GATEWAY_CODES,
  gatewayMessageKey,
} from '@/lib/site/i18n/api-error-message';
import en from '@/messages/en.json';

describe('apiErrorKey', () => {
  it('keeps every API error name, network and timeout', () => {
    for (const name of Object.keys(API_CODES).filter((key) => key !== 'ok')) {
      expect(apiErrorKey(name)).toBe(name);
    }
    expect(apiErrorKey('network')).toBe('network');
    expect(apiErrorKey('timeout')).toBe('timeout');
  });

  it('reads anything unknown as the system error', () => {
    expect(apiErrorKey('ok')).toBe('system_error');
    expect(apiErrorKey('nonsense')).toBe('system_error');
    expect(apiErrorKey(undefined)).toBe('system_error');
    expect(apiErrorKey(null)).toBe('system_error');
  });
});

describe('errorMessageKey', () => {
  it('uses the reason of an ApiClientError', () => {
    expect(errorMessageKey(fromEnvelope(API_CODES.out_of_stock, 'sold out', null))).toBe('out_of_stock');
    expect(errorMessageKey(fromEnvelope(API_CODES.params_error, '', null))).toBe('params_error');
    expect(errorMessageKey(new ApiClientError('timeout', 'timeout'))).toBe('timeout');
    expect(errorMessageKey(new ApiClientError('network', 'offline'))).toBe('network');
    // A code the site does not know yet still gets a text.
    expect(errorMessageKey(fromEnvelope(4242, 'new', null))).toBe('system_error');
  });

  it('reads a failed fetch as network and anything else as the system error', () => {
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('network');
    expect(errorMessageKey(new Error('boom'))).toBe('system_error');
    expect(errorMessageKey('boom')).toBe('system_error');
    expect(errorMessageKey(null)).toBe('system_error');
  });

  it('always names a message that exists', () => {
    const samples = [fromEnvelope(API_CODES.order_repeat, '', null), new Error('x'), undefined];
    for (const sample of samples) {
      expect(en.errors[errorMessageKey(sample)]).toEqual(expect.any(String));
    }
  });
});

describe('gatewayMessageKey', () => {
  it('maps each gateway code of spec §8 to its own text', () => {
    for (const code of GATEWAY_CODES) {
      const key = gatewayMessageKey(code);
      expect(key).toBe(`payment.code_${code}`);
      const [, leaf] = key.split('.') as ['payment', keyof typeof en.errors.payment];
      expect(en.errors.payment[leaf]).toEqual(expect.any(String));
    }
  });

  it('accepts numbers and unpadded codes', () => {
    expect(gatewayMessageKey(3084)).toBe('payment.code_3084');
    expect(gatewayMessageKey(55)).toBe('payment.code_0055');
    expect(gatewayMessageKey(' 0055 ')).toBe('payment.code_0055');
  });

  it('treats other codes as "transaction abnormal" and a lost request as a network error', () => {
    expect(gatewayMessageKey('9999')).toBe('payment.other');
    expect(gatewayMessageKey('12345')).toBe('payment.other');
    expect(gatewayMessageKey('abc')).toBe('payment.other');
    expect(gatewayMessageKey(undefined)).toBe('payment.other');
    expect(gatewayMessageKey('network')).toBe('payment.network');
  });
});
