import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';

type Tree = { [key: string]: string | Tree };

/** Every string leaf as ['a.b.c', text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/** The keys whose text matches, with the text, so a failure names where the bad variant is. */
const holding = (tree: Tree, pattern: RegExp) =>
  leaves(tree)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key}: ${text}`);

const CJK = '[\\u3400-\\u9fff]';

/**
 * Hong Kong usage where Taiwan's differs: one form per page, and per site. 你 is the pronoun of
 * a familiar register; the site addresses travellers as 您 (你 inside other words: 你們 is 您們 too).
 */
const TAIWAN_FORMS: [string, RegExp][] = [
  ['線上 (HK: 網上)', /線上/],
  ['門店 (HK: 門市)', /門店/],
  ['電子郵件 (HK: 電郵)', /電子郵件/],
  ['手機號碼 (HK: 手提電話號碼)', /手機號碼/],
  ['紐西蘭 (HK: 新西蘭)', /紐西蘭/],
  ['保證車款 (HK: 保證車型)', /保證車款/],
  ['簡訊 (HK: 短訊)', /簡訊/],
  ['帳號 (HK: 帳戶)', /帳號/],
  ['押金 (HK: 按金)', /押金/],
  ['a day count in 天 (HK: 7 日, 每日)', /[\d}#]天|每天/],
  ['你 (the register is 您)', /你/],
];

describe('zh-hant is written in Hong Kong usage', () => {
  it.each(TAIWAN_FORMS)('has no %s', (_name, pattern) => {
    expect(holding(zhHant, pattern)).toEqual([]);
  });
});

describe('zh addresses the traveller as 您', () => {
  it('has no 你', () => {
    expect(holding(zh, /你/)).toEqual([]);
  });
});

describe.each([
  ['zh', zh],
  ['zh-hant', zhHant],
] as const)('%s punctuation and spacing', (_lang, messages) => {
  it('puts no half-width colon, comma, semicolon or mark directly after Chinese text', () => {
    expect(holding(messages, new RegExp(`${CJK}[:,;!?]`))).toEqual([]);
  });

  it('puts no space between Chinese text and a number or a placeholder', () => {
    expect(holding(messages, new RegExp(`${CJK} [\\d{#]|[\\d}#] ${CJK}`))).toEqual([]);
  });
});

describe.each([
  ['th', th],
  ['zh', zh],
  ['zh-hant', zhHant],
] as const)('%s card form', (_lang, messages) => {
  it('writes the expiry placeholder in its own language', () => {
    const placeholder = (messages as { cardPayment: { expiryPlaceholder: string } }).cardPayment
      .expiryPlaceholder;
    expect(placeholder).not.toBe('MM/YY');
  });
});

describe('th names the order number one way', () => {
  it('says หมายเลขการจอง, never หมายเลขคำสั่งจอง', () => {
    expect(holding(th, /หมายเลขคำสั่งจอง/)).toEqual([]);
    expect(holding(th, /หมายเลขการจอง/).length).toBeGreaterThan(0);
  });
});

describe.each([
  ['en', en],
  ['th', th],
  ['zh', zh],
  ['zh-hant', zhHant],
] as const)('%s pay modes', (_lang, messages) => {
  it("names the order's way of paying as the package names it (carDetail.payModes)", () => {
    expect(messages.orders.payMethod).toEqual({
      FULL_PREPAID: messages.carDetail.payModes.full_prepaid,
      ARRIVAL: messages.carDetail.payModes.arrival,
    });
  });
});

describe.each([
  ['th', th],
  ['zh', zh],
  ['zh-hant', zhHant],
] as const)('%s home', (_lang, messages) => {
  it('translates Fast Pass after its name, as every other language does', () => {
    expect(messages.home.fastPass.title).toMatch(/^Fast Pass \S/);
  });
});
