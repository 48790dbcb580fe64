import type { currencies, fxRates } from '../../schema';
import { at, l } from './l10n';

type CurrencySeed = typeof currencies.$inferInsert & { perUsd: string };

// Minor units follow ISO 4217 (JPY, KRW and VND have none). Where several currencies share a sign,
// the abbreviation tells them apart, which is what the site prints beside amounts.
// prettier-ignore
const list: Omit<CurrencySeed, 'sort'>[] = [
  { code: 'USD', abbr: 'US$', sign: '$', minorUnits: 2, perUsd: '1', name: l('US Dollar', 'ดอลลาร์สหรัฐ', '美元', '美元') },
  { code: 'NZD', abbr: 'NZ$', sign: '$', minorUnits: 2, perUsd: '1.7150', name: l('New Zealand Dollar', 'ดอลลาร์นิวซีแลนด์', '新西兰元', '新西蘭元') },
  { code: 'CNY', abbr: 'CN¥', sign: '¥', minorUnits: 2, perUsd: '7.1200', name: l('Chinese Yuan', 'หยวนจีน', '人民币', '人民幣') },
  { code: 'THB', abbr: '฿', sign: '฿', minorUnits: 2, perUsd: '32.8000', name: l('Thai Baht', 'บาทไทย', '泰铢', '泰銖') },
  { code: 'HKD', abbr: 'HK$', sign: '$', minorUnits: 2, perUsd: '7.7800', name: l('Hong Kong Dollar', 'ดอลลาร์ฮ่องกง', '港币', '港元') },
  { code: 'TWD', abbr: 'NT$', sign: '$', minorUnits: 2, perUsd: '31.2000', name: l('New Taiwan Dollar', 'ดอลลาร์ไต้หวันใหม่', '新台币', '新台幣') },
  { code: 'MOP', abbr: 'MOP$', sign: '$', minorUnits: 2, perUsd: '8.0200', name: l('Macanese Pataca', 'ปาตากามาเก๊า', '澳门元', '澳門元') },
  { code: 'SGD', abbr: 'S$', sign: '$', minorUnits: 2, perUsd: '1.3100', name: l('Singapore Dollar', 'ดอลลาร์สิงคโปร์', '新加坡元', '新加坡元') },
  { code: 'EUR', abbr: '€', sign: '€', minorUnits: 2, perUsd: '0.8700', name: l('Euro', 'ยูโร', '欧元', '歐元') },
  { code: 'JPY', abbr: 'JP¥', sign: '¥', minorUnits: 0, perUsd: '151.5000', name: l('Japanese Yen', 'เยนญี่ปุ่น', '日元', '日圓') },
  { code: 'KRW', abbr: '₩', sign: '₩', minorUnits: 0, perUsd: '1385.0000', name: l('South Korean Won', 'วอนเกาหลีใต้', '韩元', '韓元') },
  { code: 'GBP', abbr: '£', sign: '£', minorUnits: 2, perUsd: '0.7600', name: l('British Pound', 'ปอนด์สเตอร์ลิง', '英镑', '英鎊') },
  { code: 'AUD', abbr: 'A$', sign: '$', minorUnits: 2, perUsd: '1.5300', name: l('Australian Dollar', 'ดอลลาร์ออสเตรเลีย', '澳元', '澳元') },
  { code: 'CAD', abbr: 'C$', sign: '$', minorUnits: 2, perUsd: '1.3900', name: l('Canadian Dollar', 'ดอลลาร์แคนาดา', '加拿大元', '加拿大元') },
  { code: 'MYR', abbr: 'RM', sign: 'RM', minorUnits: 2, perUsd: '4.2000', name: l('Malaysian Ringgit', 'ริงกิตมาเลเซีย', '马来西亚林吉特', '馬來西亞令吉') },
  { code: 'CHF', abbr: 'CHF', sign: 'Fr.', minorUnits: 2, perUsd: '0.8000', name: l('Swiss Franc', 'ฟรังก์สวิส', '瑞士法郎', '瑞士法郎') },
  { code: 'DKK', abbr: 'Dkr', sign: 'kr.', minorUnits: 2, perUsd: '6.4900', name: l('Danish Krone', 'โครนเดนมาร์ก', '丹麦克朗', '丹麥克朗') },
  { code: 'BRL', abbr: 'R$', sign: 'R$', minorUnits: 2, perUsd: '5.4000', name: l('Brazilian Real', 'เรอัลบราซิล', '巴西雷亚尔', '巴西雷亞爾') },
  { code: 'INR', abbr: '₹', sign: '₹', minorUnits: 2, perUsd: '87.5000', name: l('Indian Rupee', 'รูปีอินเดีย', '印度卢比', '印度盧比') },
  { code: 'ZAR', abbr: 'R', sign: 'R', minorUnits: 2, perUsd: '17.8000', name: l('South African Rand', 'แรนด์แอฟริกาใต้', '南非兰特', '南非蘭特') },
  { code: 'SEK', abbr: 'Skr', sign: 'kr', minorUnits: 2, perUsd: '9.5000', name: l('Swedish Krona', 'โครนาสวีเดน', '瑞典克朗', '瑞典克朗') },
  { code: 'NOK', abbr: 'Nkr', sign: 'kr', minorUnits: 2, perUsd: '10.1000', name: l('Norwegian Krone', 'โครนนอร์เวย์', '挪威克朗', '挪威克朗') },
  { code: 'RUB', abbr: '₽', sign: '₽', minorUnits: 2, perUsd: '82.0000', name: l('Russian Ruble', 'รูเบิลรัสเซีย', '俄罗斯卢布', '俄羅斯盧布') },
  { code: 'TRY', abbr: '₺', sign: '₺', minorUnits: 2, perUsd: '43.5000', name: l('Turkish Lira', 'ลีราตุรกี', '土耳其里拉', '土耳其里拉') },
  { code: 'PHP', abbr: '₱', sign: '₱', minorUnits: 2, perUsd: '57.8000', name: l('Philippine Peso', 'เปโซฟิลิปปินส์', '菲律宾比索', '菲律賓披索') },
  { code: 'SAR', abbr: 'SR', sign: 'SR', minorUnits: 2, perUsd: '3.7500', name: l('Saudi Riyal', 'ริยาลซาอุดีอาระเบีย', '沙特里亚尔', '沙特里亞爾') },
  { code: 'IDR', abbr: 'Rp', sign: 'Rp', minorUnits: 2, perUsd: '16350.0000', name: l('Indonesian Rupiah', 'รูเปียห์อินโดนีเซีย', '印度尼西亚盾', '印尼盾') },
  { code: 'AED', abbr: 'AED', sign: 'د.إ', minorUnits: 2, perUsd: '3.6725', name: l('UAE Dirham', 'ดีแรห์มสหรัฐอาหรับเอมิเรตส์', '阿联酋迪拉姆', '阿聯酋迪拉姆') },
  { code: 'CZK', abbr: 'Kč', sign: 'Kč', minorUnits: 2, perUsd: '21.2000', name: l('Czech Koruna', 'โครูนาเช็ก', '捷克克朗', '捷克克朗') },
  { code: 'MXN', abbr: 'MX$', sign: '$', minorUnits: 2, perUsd: '18.9000', name: l('Mexican Peso', 'เปโซเม็กซิโก', '墨西哥比索', '墨西哥披索') },
  { code: 'PLN', abbr: 'zł', sign: 'zł', minorUnits: 2, perUsd: '3.7000', name: l('Polish Złoty', 'ซลอตีโปแลนด์', '波兰兹罗提', '波蘭茲羅提') },
  { code: 'NGN', abbr: '₦', sign: '₦', minorUnits: 2, perUsd: '1540.0000', name: l('Nigerian Naira', 'ไนราไนจีเรีย', '尼日利亚奈拉', '尼日利亞奈拉') },
  { code: 'VND', abbr: '₫', sign: '₫', minorUnits: 0, perUsd: '26150.0000', name: l('Vietnamese Dong', 'ดองเวียดนาม', '越南盾', '越南盾') },
  { code: 'ILS', abbr: '₪', sign: '₪', minorUnits: 2, perUsd: '3.5500', name: l('Israeli New Shekel', 'เชเกลอิสราเอลใหม่', '以色列新谢克尔', '以色列新謝克爾') },
];

// The spec's order is the order of the currency menu.
export const currencyRows: (typeof currencies.$inferInsert)[] = list.map((c, i) => ({
  code: c.code,
  abbr: c.abbr,
  sign: c.sign,
  minorUnits: c.minorUnits,
  name: c.name,
  sort: i + 1,
}));

/** Reference rates; an operator refreshes them in fx_rates without a new seed. */
export const FX_AS_OF = at('2026-06-01T00:00:00Z');

export const fxRateRows: (typeof fxRates.$inferInsert)[] = list.map((c) => ({
  currency: c.code,
  perUsd: c.perUsd,
  asOf: FX_AS_OF,
}));
