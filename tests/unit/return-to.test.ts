import { safeReturnPath } from '@/lib/payment/return-to';

const SITE = 'https://www.rentcargo.example';

/** A tiny seeded generator (mulberry32): the same 10,000 values on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = [
  '//',
  '/\\',
  '\\\\',
  '\\/',
  '/\\/',
  '///',
  'https:',
  'https://',
  'http:',
  'HTTPS:',
  'javascript:',
  'data:',
  '/%2F',
  '/%2f',
  '%2F%2F',
  '/%5C',
  '/%5c',
  '/%252F',
  '/\t/',
  '/\n/',
  ' //',
  '/\r\n/',
  '/\u0000/',
  '\u3002',
  '/\uFF0F',
  '\uFF0F\uFF0F',
  '/\u2215',
  '/\u2044',
  '/\u29F8',
  '/\u3002',
  '//\u200B',
  '/.\u2024/',
  '/',
  '/payment/',
  '/intl/zh/book',
  '/?next=//',
  '/#//',
  '/..//',
  '/./\\',
  '/%09/',
  '/%00',
  '/@',
  '',
];
const HOSTS = [
  'evil.example',
  'evil.example:443',
  'user@evil.example',
  '127.0.0.1',
  '[::1]',
  'еvil.example',
  'evil。example',
  '',
];
const PIECES = [
  '/',
  '\\',
  '%2F',
  '%5C',
  '.',
  '..',
  '@',
  ':',
  '?',
  '#',
  '\t',
  ' ',
  '\u0085',
  '\u00A0',
  '\uFF0F',
  'a',
  'zh',
  '%',
  '%%',
  '\u202E',
];

function generate(count: number): string[] {
  const next = random(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const values: string[] = [];
  while (values.length < count) {
    let value = pick(PREFIXES) + pick(HOSTS);
    const extra = Math.floor(next() * 4);
    for (let i = 0; i < extra; i++) value += pick(PIECES);
    if (next() < 0.15) value += String.fromCharCode(Math.floor(next() * 0x3000));
    values.push(value);
  }
  return values;
}

describe('return_to: only a path on this site', () => {
  it('keeps ordinary paths of the site', () => {
    expect(safeReturnPath('/intl/zh/book/LAX01/12/full_protection-full_prepaid/booking?x=1#deposit')).toBe(
      '/intl/zh/book/LAX01/12/full_protection-full_prepaid/booking?x=1#deposit',
    );
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/a/../b')).toBe('/b');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '\u0000/x',
    '/\uFF0Fevil.example',
    'javascript:alert(1)',
    ' /x',
  ])('refuses %j', (value) => expect(safeReturnPath(value, '/fallback')).toBe('/fallback'));

  it('never leaves the site for 10,000 generated values', () => {
    const values = generate(10_000);
    expect(new Set(values).size).toBeGreaterThan(5_000);
    const escaped = values.filter((value) => {
      const path = safeReturnPath(value);
      // As a browser would follow it from a page of the site, and as a Location header.
      const followed = new URL(path, `${SITE}/payment/alipay/sandbox/1`);
      return (
        followed.origin !== SITE ||
        !path.startsWith('/') ||
        path.startsWith('//') ||
        /[\\\s\u0000-\u001f\u007f-\uffff]/.test(path)
      );
    });
    expect(escaped).toEqual([]);
  });
});
