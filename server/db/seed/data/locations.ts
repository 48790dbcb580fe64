import type { cities, countries, states } from '../../schema';
import { l } from './l10n';

export const countryRows: (typeof countries.$inferInsert)[] = [
  { code: 'US', name: l('United States', 'สหรัฐอเมริกา', '美国', '美國'), sort: 1 },
  { code: 'TH', name: l('Thailand', 'ประเทศไทย', '泰国', '泰國'), sort: 2 },
  { code: 'NZ', name: l('New Zealand', 'นิวซีแลนด์', '新西兰', '新西蘭'), sort: 3 },
];

// ISO 3166-2 subdivision codes, so the codes mean something outside this site too.
export const stateRows: (typeof states.$inferInsert)[] = [
  {
    code: 'US-CA',
    countryCode: 'US',
    name: l('California', 'แคลิฟอร์เนีย', '加利福尼亚州', '加利福尼亞州'),
    sort: 1,
  },
  { code: 'US-HI', countryCode: 'US', name: l('Hawaii', 'ฮาวาย', '夏威夷州', '夏威夷州'), sort: 2 },
  { code: 'TH-10', countryCode: 'TH', name: l('Bangkok', 'กรุงเทพมหานคร', '曼谷', '曼谷'), sort: 1 },
  { code: 'TH-83', countryCode: 'TH', name: l('Phuket', 'ภูเก็ต', '普吉府', '布吉府'), sort: 2 },
  { code: 'TH-50', countryCode: 'TH', name: l('Chiang Mai', 'เชียงใหม่', '清迈府', '清邁府'), sort: 3 },
  { code: 'TH-81', countryCode: 'TH', name: l('Krabi', 'กระบี่', '甲米府', '甲米府'), sort: 4 },
  { code: 'TH-20', countryCode: 'TH', name: l('Chon Buri', 'ชลบุรี', '春武里府', '春武里府'), sort: 5 },
  {
    code: 'NZ-CAN',
    countryCode: 'NZ',
    name: l('Canterbury', 'แคนเทอร์เบอรี', '坎特伯雷大区', '坎特伯雷大區'),
    sort: 1,
  },
];

// City codes are the IATA metropolitan codes travellers already know from their tickets.
export const cityRows: (typeof cities.$inferInsert)[] = [
  {
    code: 'LAX',
    stateCode: 'US-CA',
    name: l('Los Angeles', 'ลอสแองเจลิส', '洛杉矶', '洛杉磯'),
    timeZone: 'America/Los_Angeles',
    sort: 1,
  },
  {
    code: 'SFO',
    stateCode: 'US-CA',
    name: l('San Francisco', 'ซานฟรานซิสโก', '旧金山', '三藩市'),
    timeZone: 'America/Los_Angeles',
    sort: 2,
  },
  {
    code: 'HNL',
    stateCode: 'US-HI',
    name: l('Honolulu', 'โฮโนลูลู', '檀香山', '檀香山'),
    timeZone: 'Pacific/Honolulu',
    sort: 3,
  },
  {
    code: 'BKK',
    stateCode: 'TH-10',
    name: l('Bangkok', 'กรุงเทพฯ', '曼谷', '曼谷'),
    timeZone: 'Asia/Bangkok',
    sort: 1,
  },
  {
    code: 'HKT',
    stateCode: 'TH-83',
    name: l('Phuket', 'ภูเก็ต', '普吉岛', '布吉'),
    timeZone: 'Asia/Bangkok',
    sort: 2,
  },
  {
    code: 'CNX',
    stateCode: 'TH-50',
    name: l('Chiang Mai', 'เชียงใหม่', '清迈', '清邁'),
    timeZone: 'Asia/Bangkok',
    sort: 3,
  },
  {
    code: 'KBV',
    stateCode: 'TH-81',
    name: l('Krabi', 'กระบี่', '甲米', '甲米'),
    timeZone: 'Asia/Bangkok',
    sort: 4,
  },
  {
    code: 'PYX',
    stateCode: 'TH-20',
    name: l('Pattaya', 'พัทยา', '芭堤雅', '芭堤雅'),
    timeZone: 'Asia/Bangkok',
    sort: 5,
  },
  {
    code: 'CHC',
    stateCode: 'NZ-CAN',
    name: l('Christchurch', 'ไครสต์เชิร์ช', '基督城', '基督城'),
    timeZone: 'Pacific/Auckland',
    sort: 1,
  },
];
