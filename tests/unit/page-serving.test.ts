// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every page of the site states how it is served (see app/[region]/[lang]/layout.tsx): the same for
 * every visitor and kept in cache (`revalidate`), or rendered for each request (`force-dynamic`).
 * Unstated, a page that reads its request answers 500 at run time (Next refuses the read in a page
 * it prerenders), and a cached one that did would serve one visitor's page to another.
 */
const ROOT = 'app/[region]/[lang]';
const PAGES = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => path.join(ROOT, file))
  .sort();
const READS_REQUEST = /\bsearchParams\b|\bcookies\(\)|\bheaders\(\)|getCurrentUser|readPaymentCurrency/;

describe('how each page is served', () => {
  it('finds the pages', () => {
    expect(PAGES.length).toBeGreaterThan(25);
  });

  it.each(PAGES)('%s says whether it is cached or rendered for each request', (file) => {
    const source = readFileSync(file, 'utf8');
    const cached = /^export const revalidate = \d+;$/m.test(source);
    const perRequest = /^export const dynamic = 'force-dynamic';$/m.test(source);
    expect(cached !== perRequest, 'exactly one of revalidate and force-dynamic').toBe(true);
    if (cached) expect(source, 'a cached page reads nothing of the request').not.toMatch(READS_REQUEST);
  });
});
