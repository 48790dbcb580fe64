import { createTranslator } from 'next-intl';
import { API_CODES } from '@/lib/api/contract/envelope';
import { FALLBACK_TEXTS, GATEWAY_CODES } from '@/lib/site/i18n/api-error-message';
import { LANGS, type Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';

type Tree = { [key: string]: string | Tree };
const FILES: Record<Lang, Tree> = { en, th, zh, 'zh-hant': zhHant };

/** Every leaf as 'a.b.c' -> value (non-strings are kept so the test can reject them). */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const FLAT = Object.fromEntries(LANGS.map((lang) => [lang, flatten(FILES[lang])])) as Record<
  Lang,
  Map<string, unknown>
>;
const ALL_KEYS = [...new Set(LANGS.flatMap((lang) => [...FLAT[lang].keys()]))].sort();

/** ICU argument names: {name}, {name, plural, ...}, {name, number}; '#' and tag names are not arguments. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

/** Rich-text tags (<b>...</b>) must match too, or t.rich would drop text in one language. */
function tags(text: string): string[] {
  return [...new Set([...text.matchAll(/<([A-Za-z][\w-]*)>/g)].map((match) => match[1]!))].sort();
}

describe('message files', () => {
  it.each(LANGS)('%s has every key of the other languages', (lang) => {
    const missing = ALL_KEYS.filter((key) => !FLAT[lang].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LANGS)('%s has no empty or non-string message', (lang) => {
    const bad = [...FLAT[lang]].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses the same ICU placeholders and tags for a key in every language', () => {
    const differing: string[] = [];
    for (const key of ALL_KEYS) {
      const [first, ...others] = LANGS.map((lang) => String(FLAT[lang].get(key) ?? ''));
      const expected = JSON.stringify([placeholders(first!), tags(first!)]);
      others.forEach((text, i) => {
        const actual = JSON.stringify([placeholders(text), tags(text)]);
        if (actual !== expected) differing.push(`${key} (${LANGS[i + 1]}): ${actual} vs en ${expected}`);
      });
    }
    expect(differing).toEqual([]);
  });

  it.each(LANGS)('%s: every message formats as ICU without error', (lang) => {
    const problems: string[] = [];
    let current = '';
    const t = createTranslator({
      locale: lang,
      messages: FILES[lang],
      timeZone: 'UTC',
      onError: (error) => problems.push(`${current}: ${error.message}`),
    });
    const translate = t as unknown as {
      markup: (key: string, values: Record<string, unknown>) => string;
    };
    for (const [key, text] of FLAT[lang]) {
      current = key;
      const values: Record<string, unknown> = {};
      for (const name of placeholders(String(text))) values[name] = 1;
      for (const tag of tags(String(text))) values[tag] = (chunks: string) => chunks;
      translate.markup(key, values);
    }
    expect(problems).toEqual([]);
  });
});

describe('the error catalogue (spec §8)', () => {
  const apiNames = Object.keys(API_CODES).filter((name) => name !== 'ok');

  it.each(LANGS)('%s has errors.<name> for every API error name, network and timeout', (lang) => {
    const missing = [...apiNames, 'network', 'timeout'].filter(
      (name) => typeof FLAT[lang].get(`errors.${name}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGS)('%s has a text for every payment gateway code, other and network', (lang) => {
    const keys = [...GATEWAY_CODES.map((code) => `code_${code}`), 'other', 'network'];
    expect(keys.filter((key) => !FLAT[lang].has(`errors.payment.${key}`))).toEqual([]);
  });

  it('keeps the spec texts: the English defaults, the coupon texts and the Thai default text', () => {
    expect(FLAT.en.get('errors.page.default')).toMatch(/^Unknown system error, please try again later/);
    expect(FLAT.en.get('errors.page.not_found')).toBe('This page could not be found');
    expect(FLAT.en.get('errors.coupon.added')).toBe('Coupon added');
    expect(FLAT.en.get('errors.coupon.incorrect')).toBe('Your coupon is incorrect, please try again');
    expect(FLAT.th.get('errors.page.default')).toBe('ขออภัย ระบบเกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งในภายหลัง');
    expect(FLAT.th.get('errors.system_error')).toBe(FLAT.th.get('errors.page.default'));
    expect(FLAT.zh.get('errors.ad.bad_format')).toBe('返回的格式不正确');
  });

  it.each(LANGS)('%s: the fallback texts of global-error and the root 404 match the message file', (lang) => {
    expect(FALLBACK_TEXTS[lang]).toEqual({
      title: FLAT[lang].get('errorPage.title'),
      error: FLAT[lang].get('errors.page.default'),
      notFound: FLAT[lang].get('errors.page.not_found'),
      retry: FLAT[lang].get('errorPage.retry'),
      home: FLAT[lang].get('errorPage.home'),
    });
  });
});
