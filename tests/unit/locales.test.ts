import { normalizeLocale, regionOfLang, REGION_LANGS } from '@/lib/i18n/locales';

describe('normalizeLocale (spec §5)', () => {
  it.each([
    ['en_US', 'en_US'],
    ['th_TH', 'th_TH'],
    ['zh_CN', 'zh_CN'],
    ['zh_HK', 'zh_HK'],
    ['zh-TW', 'zh_HK'],
    ['zh-MO', 'zh_HK'],
    ['zh-Hant', 'zh_HK'],
    ['zh-SG', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['th', 'th_TH'],
    ['fr_FR', 'en_US'],
    ['', 'en_US'],
    [undefined, 'en_US'],
  ])('maps %j to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});

describe('regions and languages', () => {
  it('puts English and Thai in intl, both Chinese in cn, defaults first', () => {
    expect(REGION_LANGS).toEqual({ intl: ['en', 'th'], cn: ['zh', 'zh-hant'] });
    expect(regionOfLang('zh-hant')).toBe('cn');
    expect(regionOfLang('th')).toBe('intl');
  });
});
