// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isUnknownPage, SHORT_ROUTES } from '@/lib/site/i18n/unknown-page';

const SITE = path.resolve('app/[region]/[lang]');

/** Every page and route handler of the site, as paths below the prefix ('*' a dynamic segment, groups left out). */
function routesIn(folder: string, at: string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^(page\.tsx|route\.ts)$/.test(entry.name) ? [at.join('/')] : [];
    const name = entry.name;
    if (name.startsWith('_')) return [];
    if (name.startsWith('(')) return routesIn(path.join(folder, name), at);
    return routesIn(path.join(folder, name), [...at, name.startsWith('[') ? '*' : name]);
  });
}

describe('unknown pages (the proxy sends them to the server-rendered 404)', () => {
  it('SHORT_ROUTES lists the one- and two-segment pages of app/[region]/[lang], [key] aside', () => {
    const short = routesIn(SITE).filter((route) => {
      const depth = route.split('/').length;
      return route !== '' && depth <= 2 && !route.startsWith('*');
    });
    expect([...new Set(short)].sort()).toEqual([...SHORT_ROUTES].sort());
  });

  it.each([
    [['nope']],
    [['nope', 'x']],
    [['user']],
    [['meta', 'x']],
    [['ops', 'nope']],
    [['About_us']],
    [['中']],
    [['rent_rules', 'XX']],
    [['introduce', 'nope']],
    [['book', 'LAX01', '1', 'full_protection', 'nope']],
  ])('%j names no page', (segments) => {
    expect(isUnknownPage(segments)).toBe(true);
  });

  it.each([
    [[]],
    [['about_us']],
    [['news', '12']],
    [['book']],
    [['book', 'ZZZ99']],
    [['book', 'LAX01', '1', 'full_protection', 'booking']],
    [['rent_rules', 'US']],
    [['introduce', 'zzyc']],
    [['article', '99999']],
    [['order', '123456789012']],
    [['ops', 'orders']],
    [['user', 'coupon']],
    // Deeper than any page: Next matches nothing and renders its 404 route without the proxy.
    [['a', 'b', 'c']],
  ])('%j is left to the router and the page', (segments) => {
    expect(isUnknownPage(segments)).toBe(false);
  });
});
