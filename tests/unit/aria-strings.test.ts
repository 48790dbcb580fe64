import { provideAriaStrings } from '@/components/aria-strings/provide';

const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');
type Globals = Record<symbol, unknown>;
const globals = () => window as unknown as Globals;

afterEach(() => {
  delete globals()[STRINGS];
  delete globals()[LOCALE];
  document.documentElement.lang = '';
});

describe('provideAriaStrings', () => {
  it('gives Thai pages our Thai words over react-aria’s English, for every package', async () => {
    document.documentElement.lang = 'th-TH';
    await provideAriaStrings();
    expect(globals()[LOCALE]).toBe('th-TH');
    const strings = globals()[STRINGS] as Record<string, Record<string, unknown>>;
    expect(strings['@react-aria/datepicker']?.month).toBe('เดือน');
    expect(strings['@react-aria/overlays']?.dismiss).toBe('ปิด');
    const range = strings['@react-aria/calendar']?.dateRange as (args: object) => string;
    expect(range({ startDate: '1 ธ.ค.', endDate: '8 ธ.ค.' })).toBe('1 ธ.ค. ถึง 8 ธ.ค.');
    // A package we did not translate keeps react-aria's English rather than missing (which throws).
    expect(strings['@react-aria/table']).toBeDefined();
  });

  it('gives Hong Kong pages Traditional Chinese', async () => {
    document.documentElement.lang = 'zh-HK';
    await provideAriaStrings();
    expect(globals()[LOCALE]).toBe('zh-TW');
    const strings = globals()[STRINGS] as Record<string, Record<string, unknown>>;
    expect(strings['@react-aria/overlays']?.dismiss).toBe('關閉');
  });

  it('leaves English and Simplified Chinese pages to react-aria’s own strings', async () => {
    for (const lang of ['en-US', 'zh-CN']) {
      document.documentElement.lang = lang;
      await provideAriaStrings();
      expect(globals()[STRINGS]).toBeUndefined();
    }
  });
});
