import type {
  adData,
  banners,
  coupons,
  events,
  featureFlags,
  Localized,
  preAuthAdminConfig,
  settings,
} from '../../schema';
import { at, l } from './l10n';

// Campaigns run through 2026 and 2027 so that a fresh install has something live to show.
const from2026 = at('2026-01-01T00:00:00Z');
const to2027 = at('2027-12-31T23:59:59Z');

export const eventRows: (typeof events.$inferInsert)[] = [
  {
    code: 'freshman_coupon',
    isActive: true,
    startTime: from2026,
    endTime: to2027,
    discountRate: '0.95',
    content: {
      pc: l(
        'New here? Get 5% off your first booking – the discount is applied automatically at checkout.',
        'ลูกค้าใหม่รับส่วนลด 5% สำหรับการจองครั้งแรก ระบบหักส่วนลดให้อัตโนมัติเมื่อชำระเงิน',
        '新用户首单享9.5折优惠，下单时自动抵扣。',
        '新用戶首次預訂享95折優惠，結帳時自動扣減。',
      ),
      mobile: l('First booking 5% off', 'จองครั้งแรกลด 5%', '新用户首单9.5折', '新用戶首單95折'),
    },
  },
];

/** Rows an operator switches; the seed only creates them and never overrides a later change. */
export const featureFlagRows: (typeof featureFlags.$inferInsert)[] = [
  { key: 'refund', active: true, isForce: false },
  { key: 'uni_state', active: true, isForce: false },
  { key: 'slide_captcha', active: false, isForce: false },
];

export const preAuthAdminConfigRows: (typeof preAuthAdminConfig.$inferInsert)[] = [
  { id: 1, allowMobiles: ['8613800138000'], disOpen: false },
];

const HOTLINE = '+1 888-555-0199';

/** Site content kept in settings; the seed keeps it current. */
export const settingRows: (typeof settings.$inferInsert)[] = [
  {
    key: 'vc',
    value: {
      pc: {
        hotline: HOTLINE,
        notice: l(
          `Chinese-speaking customer service around the clock: ${HOTLINE}`,
          `ฝ่ายบริการลูกค้าภาษาจีนตลอด 24 ชั่วโมง: ${HOTLINE}`,
          `24小时中文客服热线：${HOTLINE}`,
          `24小時中文客戶服務熱線：${HOTLINE}`,
        ),
      },
      global: { zhima_auth_h5: { enabled: true, url: '/zhima/auth' } },
      expiresMin: 30,
    },
  },
  { key: 'global_config_expires_min', value: 10 },
];

/** Settings an operator owns: created once, then left alone. No mobile site until one is configured. */
export const operatorSettingRows: (typeof settings.$inferInsert)[] = [
  { key: 'mobile_site_url', value: null },
  // Spec §9: payment_version 1 bills extras at the counter; 2 bills them online with the booking.
  { key: 'payment_version', value: 1 },
];

export const bannerRows: Omit<typeof banners.$inferInsert, 'id'>[] = [
  {
    code: 'home_roadtrip',
    title: l(
      'Road-trip season: prepay online and save',
      'ฤดูขับรถเที่ยว: จ่ายออนไลน์ล่วงหน้าคุ้มกว่า',
      '自驾季：在线预付更优惠',
      '自駕遊季節：網上預付更優惠',
    ),
    link: '/book/LAX01',
    icon: null,
    image: sameImage('/banners/roadtrip.svg'),
    stores: [],
    dropOffStores: [],
    startTime: from2026,
    endTime: to2027,
    status: true,
  },
  {
    code: 'hawaii_island_drive',
    title: l(
      'Hawaii by convertible: Mustangs and Wranglers at Honolulu Airport',
      'เที่ยวฮาวายด้วยรถเปิดประทุน: Mustang และ Wrangler ที่สนามบินโฮโนลูลู',
      '开敞篷车游夏威夷：檀香山机场 Mustang、Wrangler 等您来',
      '駕開篷車遊夏威夷：檀香山機場 Mustang、Wrangler 等您來',
    ),
    link: '/book/HNL01',
    icon: null,
    image: sameImage('/banners/hawaii.svg'),
    stores: ['HNL01'],
    dropOffStores: ['HNL01'],
    startTime: from2026,
    endTime: to2027,
    status: true,
  },
  {
    code: 'thailand_one_way',
    title: l(
      'Bangkok to Pattaya or Phuket to Krabi: pick up in one city, return in the other',
      'กรุงเทพฯ–พัทยา หรือ ภูเก็ต–กระบี่: รับรถที่หนึ่ง คืนอีกที่หนึ่ง',
      '曼谷—芭堤雅、普吉—甲米：异地取还更自由',
      '曼谷—芭堤雅、布吉—甲米：異地取還更自由',
    ),
    link: '/book/BKK01-PAT534',
    icon: null,
    image: sameImage('/banners/thailand.svg'),
    stores: ['BKK01', 'HKT01', 'PAT534', 'KRA533'],
    dropOffStores: ['BKK01', 'HKT01', 'PAT534', 'KRA533'],
    startTime: at('2026-03-01T00:00:00Z'),
    endTime: to2027,
    status: true,
  },
];

function sameImage(path: string): Localized {
  return l(path, path, path, path);
}

type AdSeed = Omit<typeof adData.$inferInsert, 'id' | 'startTime' | 'endTime'>;

const usInsurance = (storeCode: string): AdSeed => ({
  code: `${storeCode}-insurance-notice`,
  storeCode,
  position: 'car_list_top',
  sort: 1,
  content: {
    tone: 'info',
    link: '/rent_rules/US',
    title: l('US auto insurance', 'ประกันภัยรถยนต์ในสหรัฐฯ', '美国汽车保险须知', '美國汽車保險須知'),
    text: l(
      'Bring proof of US auto insurance to the counter, or choose a package with protection, or the store may refuse the rental.',
      'กรุณานำหลักฐานประกันภัยรถยนต์ของสหรัฐฯ มาที่เคาน์เตอร์ หรือเลือกแพ็กเกจที่มีความคุ้มครอง มิฉะนั้นสาขาอาจปฏิเสธการเช่า',
      '取车时请出示美国汽车保险证明，或选择含保障的套餐，否则门店有权拒绝出租。',
      '取車時請出示美國汽車保險證明，或選擇包含保障的套餐，否則門市有權拒絕出租。',
    ),
  },
});

const thLicence = (storeCode: string): AdSeed => ({
  code: `${storeCode}-licence-notice`,
  storeCode,
  position: 'car_list_top',
  sort: 1,
  content: {
    tone: 'info',
    link: '/rent_rules/TH',
    title: l('Driving licence', 'ใบขับขี่', '驾照要求', '駕駛執照要求'),
    text: l(
      'Bring your national licence with an international driving permit; Chinese licences also need a certified translation.',
      'กรุณานำใบขับขี่ของประเทศท่านพร้อมใบอนุญาตขับรถระหว่างประเทศ ใบขับขี่จีนต้องมีคำแปลที่รับรองแล้วด้วย',
      '请携带本国驾照及国际驾驶许可证；中国驾照还需附上认证翻译件。',
      '請攜帶本國駕駛執照及國際駕駛許可證；中國內地駕照另須附上認證翻譯本。',
    ),
  },
});

const promo = (storeCode: string, title: Localized, text: Localized, link: string | null): AdSeed => ({
  code: `${storeCode}-promo`,
  storeCode,
  position: 'car_list_top',
  sort: 2,
  content: { tone: 'promo', link, title, text },
});

const ads: AdSeed[] = [
  usInsurance('LAX01'),
  promo(
    'LAX01',
    l('Go electric at LAX', 'รถไฟฟ้าที่ LAX', '洛杉矶机场新能源车', '洛杉磯機場新能源車'),
    l(
      'Tesla Model 3 and hydrogen-powered Toyota Mirai now at LAX, with free charging maps in Chinese.',
      'Tesla Model 3 และ Toyota Mirai พลังงานไฮโดรเจน พร้อมให้บริการแล้วที่ LAX',
      'LAX 门店现已提供特斯拉 Model 3 和氢燃料电池车丰田 Mirai，附赠中文充电地图。',
      'LAX 門市現已提供 Tesla Model 3 及氫燃料電池車 Toyota Mirai，附送中文充電地圖。',
    ),
    null,
  ),
  usInsurance('SFO01'),
  promo(
    'SFO01',
    l('Drive to LA, fly home', 'ขับไป LA แล้วบินกลับ', '一号公路自驾，洛杉矶还车', '一號公路自駕，洛杉磯還車'),
    l(
      'Take Highway 1 south and return the car at LAX for a one-way fee of US$150.',
      'ขับเลียบทางหลวงหมายเลข 1 ลงใต้ แล้วคืนรถที่ LAX ค่าธรรมเนียมคืนต่างสาขา US$150',
      '沿一号公路南下，在洛杉矶机场店还车，异地还车费仅 US$150。',
      '沿一號公路南下，在洛杉磯機場店還車，異地還車費只需 US$150。',
    ),
    '/book/SFO01-LAX01',
  ),
  usInsurance('HNL01'),
  thLicence('BKK01'),
  thLicence('HKT01'),
  promo(
    'HKT01',
    l('Island hop to Krabi', 'ต่อไปกระบี่', '普吉—甲米异地还车', '布吉—甲米異地還車'),
    l(
      'Pick up in Phuket and return at Krabi Airport for 1,500 THB.',
      'รับรถที่ภูเก็ตแล้วคืนที่สนามบินกระบี่ ค่าธรรมเนียม 1,500 บาท',
      '普吉取车、甲米机场还车，异地还车费1,500泰铢。',
      '布吉取車、甲米機場還車，異地還車費1,500泰銖。',
    ),
    '/book/HKT01-KRA533',
  ),
  thLicence('CNX01'),
  thLicence('KRA533'),
  thLicence('PAT534'),
  {
    code: 'CHC01-winter-notice',
    storeCode: 'CHC01',
    position: 'car_list_top',
    sort: 1,
    content: {
      tone: 'info',
      link: '/rent_rules/NZ',
      title: l('Winter driving', 'การขับรถในฤดูหนาว', '冬季驾驶提示', '冬季駕駛提示'),
      text: l(
        'New Zealand drives on the left. From June to September, add snow chains for alpine passes.',
        'นิวซีแลนด์ขับรถชิดซ้าย ระหว่างเดือนมิถุนายนถึงกันยายน ควรเพิ่มโซ่พันล้อหากขับผ่านถนนบนภูเขา',
        '新西兰靠左行驶。6月至9月途经高山路段请加购防滑链。',
        '新西蘭靠左行駛。6月至9月途經高山路段請加購防滑鏈。',
      ),
    },
  },
];

export const adDataRows: Omit<typeof adData.$inferInsert, 'id'>[] = ads.map((a) => ({
  ...a,
  startTime: from2026,
  endTime: to2027,
  active: true,
}));

export const couponRows: (typeof coupons.$inferInsert)[] = [
  {
    code: 'WELCOME10',
    discountType: 'percent',
    discountValue: '10',
    currency: 'USD',
    lessLimit: '100',
    description: l(
      '10% off the base package when it costs more than US$100.',
      'ลด 10% จากราคาแพ็กเกจพื้นฐานเมื่อราคาเกิน US$100',
      '基础套餐价满 US$100 可享9折。',
      '基本套餐價滿 US$100 可享9折。',
    ),
    startsAt: from2026,
    endsAt: to2027,
    active: true,
  },
  {
    code: 'THAI500',
    discountType: 'amount',
    discountValue: '500',
    currency: 'THB',
    lessLimit: '3000',
    countries: ['TH'],
    description: l(
      '500 THB off rentals in Thailand when the base package costs more than 3,000 THB.',
      'ลด 500 บาทสำหรับการเช่ารถในประเทศไทย เมื่อราคาแพ็กเกจพื้นฐานเกิน 3,000 บาท',
      '泰国门店租车，基础套餐价满3,000泰铢立减500泰铢。',
      '泰國門市租車，基本套餐價滿3,000泰銖即減500泰銖。',
    ),
    startsAt: from2026,
    endsAt: to2027,
    active: true,
  },
  {
    code: 'KIWI30',
    discountType: 'amount',
    discountValue: '30',
    currency: 'NZD',
    lessLimit: '300',
    countries: ['NZ'],
    description: l(
      'NZ$30 off in Christchurch when the base package costs more than NZ$300.',
      'ลด NZ$30 ที่ไครสต์เชิร์ช เมื่อราคาแพ็กเกจพื้นฐานเกิน NZ$300',
      '基督城门店基础套餐价满 NZ$300 立减 NZ$30。',
      '基督城門市基本套餐價滿 NZ$300 即減 NZ$30。',
    ),
    startsAt: from2026,
    endsAt: to2027,
    active: true,
  },
  {
    // No country limit and a low floor: usable on most rentals, in every language's demo.
    code: 'ROADTRIP20',
    discountType: 'amount',
    discountValue: '20',
    currency: 'USD',
    lessLimit: '50',
    description: l(
      'US$20 off any rental when the base package costs more than US$50.',
      'ลด US$20 สำหรับการเช่ารถทุกสาขา เมื่อราคาแพ็กเกจพื้นฐานเกิน US$50',
      '基础套餐价满 US$50 立减 US$20，全部门店可用。',
      '基本套餐價滿 US$50 即減 US$20，全部門市適用。',
    ),
    startsAt: from2026,
    endsAt: to2027,
    active: true,
  },
  {
    // Ended: lets the coupon screens show the expired state.
    code: 'SUMMER2025',
    discountType: 'percent',
    discountValue: '15',
    currency: 'USD',
    lessLimit: '150',
    description: l(
      'Summer 2025: 15% off the base package when it costs more than US$150.',
      'ซัมเมอร์ 2025: ลด 15% จากราคาแพ็กเกจพื้นฐานเมื่อราคาเกิน US$150',
      '2025夏季特惠：基础套餐价满 US$150 可享85折。',
      '2025夏日優惠：基本套餐價滿 US$150 可享85折。',
    ),
    startsAt: at('2025-06-01T00:00:00Z'),
    endsAt: at('2025-09-30T23:59:59Z'),
    active: true,
  },
];
