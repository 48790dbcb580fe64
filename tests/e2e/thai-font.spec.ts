/**
 * Issue 14: Thai pages show Thai letters from their first paint, on a computer without a Thai
 * system font (this test machine has none: `fc-list :lang=th` is empty), because the Thai font is
 * preloaded on Thai pages, and only there.
 */
import { answeredCnPromptBefore } from './fixtures/cn-prompt';
import { expect, test, type Page } from './fixtures/test';

const THAI_FONT = '/fonts/noto-sans-thai-400.woff2';

/** The fonts Chromium really drew a node's text with (DevTools protocol), by family. */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('a first visit to a Thai page draws its heading in the Thai web font, preloaded with the page', async ({
  page,
}, testInfo) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/')) fontRequests.push(new URL(request.url()).pathname);
  });
  // A new browser context: nothing in the cache, as on a first visit.
  const response = await page.goto('/intl/th', { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await expect(page.locator(`head link[rel="preload"][as="font"][href="${THAI_FONT}"]`)).toHaveCount(1);
  expect(fontRequests).toContain(THAI_FONT);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\u0E00-\u0E7F]/);
  // Every Thai glyph of the heading comes from the web font, none from a fallback (boxes here).
  await expect
    .poll(async () => {
      const fonts = await renderedFonts(page, 'h1');
      return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`).sort();
    })
    .toContain('Noto Sans Thai (web font)');
  const fonts = await renderedFonts(page, 'h1');
  const thai = fonts.find((font) => font.familyName === 'Noto Sans Thai');
  const thaiLetters = [...((await heading.textContent()) ?? '')].filter((char) =>
    /[\u0E00-\u0E7F]/.test(char),
  );
  expect(thai?.glyphCount).toBeGreaterThanOrEqual(thaiLetters.length);
  await testInfo.attach('intl-th-first-visit.png', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test("other languages do not preload it; a Thai word they show (the language menu's) is still drawn in it", async ({
  page,
  context,
  baseURL,
}) => {
  await answeredCnPromptBefore(context, baseURL);
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/')) fontRequests.push(new URL(request.url()).pathname);
  });
  for (const path of ['/intl/en', '/cn/zh', '/cn/zh-hant']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
    // The language menu (a native <details>: it opens before hydration too) names Thai in Thai.
    await page.locator('header details:has(a[lang|="th"]) > summary').click();
    const thaiName = page.locator('header details[open] a[lang|="th"]');
    await expect(thaiName).toHaveText('ไทย');
    await thaiName.evaluate((element) => element.setAttribute('data-thai-word', ''));
    await expect
      .poll(async () => (await renderedFonts(page, '[data-thai-word]')).map((font) => font.familyName))
      .toEqual(['Noto Sans Thai']);
  }
  // Fetched on demand for that word alone: the regular weight, never the bold one.
  expect(new Set(fontRequests)).toEqual(new Set([THAI_FONT]));
});

test('the font files are served from the npm package, cacheable, and nothing else under /fonts', async ({
  request,
}) => {
  const font = await request.get(THAI_FONT);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toContain('max-age=');
  expect((await font.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  expect((await request.get('/fonts/noto-sans-thai-900.woff2')).status()).toBe(404);
  expect((await request.get('/fonts/..%2Fpackage.json')).status()).toBe(404);
});
