import { API_CODES, API_MESSAGES, codeName } from '@/lib/api/contract/codes';

describe('the error catalogue', () => {
  it('gives every name its own code, so a code names one failure', () => {
    const codes = Object.values(API_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, code] of Object.entries(API_CODES)) expect(codeName(code)).toBe(name);
  });

  it('has an English default text for every failure', () => {
    const names = Object.keys(API_CODES).filter((name) => name !== 'ok');
    expect(Object.keys(API_MESSAGES).sort()).toEqual(names.sort());
  });
});
