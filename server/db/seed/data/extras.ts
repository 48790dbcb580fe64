import type { Localized, extraServices } from '../../schema';
import { l } from './l10n';

type ExtraCode =
  | 'child_seat'
  | 'booster_seat'
  | 'gps'
  | 'additional_driver'
  | 'wifi'
  | 'toll_pass'
  | 'easy_pass'
  | 'snow_chains'
  | 'personal_accident';

const text: Record<ExtraCode, { name: Localized; description: Localized }> = {
  child_seat: {
    name: l('Child seat', 'คาร์ซีทสำหรับเด็ก', '儿童安全座椅', '兒童安全座椅'),
    description: l(
      'Rear-facing or forward-facing seat for children from 9 months to 4 years (9–18 kg), fitted by our staff.',
      'คาร์ซีทแบบหันหน้าหรือหันหลัง สำหรับเด็กอายุ 9 เดือนถึง 4 ปี (9–18 กก.) เจ้าหน้าที่ติดตั้งให้',
      '适合9个月至4岁（9–18公斤）儿童的正向或反向安全座椅，由工作人员为您安装。',
      '適合9個月至4歲（9至18公斤）兒童的正向或反向安全座椅，由職員為您安裝。',
    ),
  },
  booster_seat: {
    name: l('Booster seat', 'เบาะเสริมสำหรับเด็ก', '儿童增高坐垫', '兒童增高座墊'),
    description: l(
      'Booster cushion for children from 4 to 8 years (15–36 kg), used with the car’s seat belt.',
      'เบาะเสริมสำหรับเด็กอายุ 4–8 ปี (15–36 กก.) ใช้ร่วมกับเข็มขัดนิรภัยของรถ',
      '适合4至8岁（15–36公斤）儿童的增高坐垫，配合车辆安全带使用。',
      '適合4至8歲（15至36公斤）兒童的增高座墊，配合車上安全帶使用。',
    ),
  },
  gps: {
    name: l('GPS navigation', 'เครื่องนำทาง GPS', 'GPS 导航仪', 'GPS 導航儀'),
    description: l(
      'Portable satellite navigator with up-to-date local maps and Chinese, English and Thai voice guidance.',
      'เครื่องนำทางแบบพกพาพร้อมแผนที่ท้องถิ่นล่าสุด และเสียงนำทางภาษาจีน อังกฤษ และไทย',
      '便携式卫星导航仪，内置最新本地地图，支持中文、英文和泰文语音导航。',
      '便攜式衛星導航儀，內置最新本地地圖，支援中文、英文及泰文語音導航。',
    ),
  },
  additional_driver: {
    name: l('Additional driver', 'ผู้ขับขี่เพิ่มเติม', '额外驾驶员', '額外駕駛者'),
    description: l(
      'Add another driver to the rental. They must show their licence at the counter and meet the store’s age rules.',
      'เพิ่มผู้ขับขี่อีกคนในสัญญาเช่า ผู้ขับขี่ต้องแสดงใบขับขี่ที่เคาน์เตอร์และมีอายุตามเกณฑ์ของสาขา',
      '为本次租车增加一名驾驶员。取车时需在柜台出示驾照，且年龄符合门店要求。',
      '為今次租車增加一名駕駛者。取車時須在櫃檯出示駕駛執照，而年齡須符合門市要求。',
    ),
  },
  wifi: {
    name: l('Portable Wi-Fi', 'พ็อกเก็ตไวไฟ', '随身 Wi-Fi', '隨身 Wi-Fi'),
    description: l(
      'Pocket Wi-Fi hotspot with unlimited data for up to 5 devices; hand it back with the car.',
      'อุปกรณ์พ็อกเก็ตไวไฟ ใช้เน็ตไม่จำกัด เชื่อมต่อได้สูงสุด 5 เครื่อง คืนพร้อมรถ',
      '随身 Wi-Fi 热点，流量不限，最多可连接5台设备，还车时一并归还。',
      '隨身 Wi-Fi 熱點，數據無限，最多可連接5部裝置，還車時一併歸還。',
    ),
  },
  toll_pass: {
    name: l('FasTrak toll pass', 'บัตรผ่านทางด่วน FasTrak', 'FasTrak 电子收费通行证', 'FasTrak 電子收費通行證'),
    description: l(
      'Drive through electronic toll lanes and Bay Area bridges without stopping; tolls are billed at cost after the rental.',
      'ผ่านช่องเก็บค่าผ่านทางอัตโนมัติและสะพานในเขตอ่าวซานฟรานซิสโกได้โดยไม่ต้องหยุด ค่าผ่านทางจะเรียกเก็บตามจริงหลังคืนรถ',
      '通过电子收费车道及湾区各大桥时无需停车，过路费在还车后按实际金额结算。',
      '經過電子收費車道及灣區各大橋時無須停車，路費於還車後按實際金額結算。',
    ),
  },
  easy_pass: {
    name: l(
      'Easy Pass expressway card',
      'บัตร Easy Pass ทางด่วน',
      '高速公路 Easy Pass 卡',
      '高速公路 Easy Pass 卡',
    ),
    description: l(
      'Pre-loaded with 500 THB for Bangkok expressways and Motorway 7 to Pattaya; unused credit is not refunded.',
      'เติมเงินไว้ 500 บาท ใช้กับทางด่วนในกรุงเทพฯ และมอเตอร์เวย์สาย 7 ไปพัทยา ยอดเงินคงเหลือไม่สามารถขอคืนได้',
      '已预存500泰铢，可用于曼谷市区高速及前往芭堤雅的7号高速公路，未用余额不予退还。',
      '已預存500泰銖，可用於曼谷市區高速公路及前往芭堤雅的7號高速公路，未用餘額不設退款。',
    ),
  },
  personal_accident: {
    name: l('Personal accident insurance', 'ประกันอุบัติเหตุส่วนบุคคล', '人身意外保险', '人身意外保險'),
    description: l(
      'Medical costs and accidental death cover for the driver and passengers, per person, for the whole rental.',
      'คุ้มครองค่ารักษาพยาบาลและการเสียชีวิตจากอุบัติเหตุของผู้ขับขี่และผู้โดยสาร ต่อคน ตลอดระยะเวลาเช่า',
      '为驾驶员及乘客提供医疗费用及意外身故保障，按人计，保障整个租期。',
      '為駕駛者及乘客提供醫療費用及意外身故保障，按人計算，保障整個租期。',
    ),
  },
  snow_chains: {
    name: l('Snow chains', 'โซ่พันล้อ', '防滑链', '防滑鏈'),
    description: l(
      'Required on alpine roads such as Arthur’s Pass in winter. Our staff show you how to fit them.',
      'จำเป็นต้องใช้บนถนนภูเขา เช่น Arthur’s Pass ในฤดูหนาว เจ้าหน้าที่จะสาธิตวิธีติดตั้งให้',
      '冬季行驶亚瑟隘口（Arthur’s Pass）等高山公路时必须配备，工作人员会教您如何安装。',
      '冬季駕駛亞瑟隘口（Arthur’s Pass）等高山公路時必須配備，職員會教您如何安裝。',
    ),
  },
};

/** Insurance units (spec §3 insurance_unit_item): cover bought per unit on top of the package. */
const INSURANCE_UNITS = new Set<ExtraCode>(['personal_accident']);

type Offer = {
  code: ExtraCode;
  unit: 'day' | 'rental';
  unitPrice: string;
  /** Most a day-priced extra costs for a whole rental. */
  cap?: string;
  maxQuantity?: number;
};

// Prices in each store's currency; day-priced seats and devices stop at a cap, as at the counter.
const usCommon: Offer[] = [
  { code: 'child_seat', unit: 'day', unitPrice: '13', cap: '91', maxQuantity: 2 },
  { code: 'booster_seat', unit: 'day', unitPrice: '10', cap: '70', maxQuantity: 2 },
  { code: 'gps', unit: 'day', unitPrice: '15', cap: '105' },
  { code: 'additional_driver', unit: 'day', unitPrice: '15', cap: '105', maxQuantity: 3 },
  { code: 'wifi', unit: 'day', unitPrice: '12' },
  { code: 'personal_accident', unit: 'day', unitPrice: '9', cap: '63', maxQuantity: 5 },
];
const thCommon: Offer[] = [
  { code: 'child_seat', unit: 'day', unitPrice: '200', cap: '1400', maxQuantity: 2 },
  { code: 'gps', unit: 'day', unitPrice: '150', cap: '1000' },
  { code: 'additional_driver', unit: 'day', unitPrice: '100', cap: '700', maxQuantity: 2 },
  { code: 'wifi', unit: 'day', unitPrice: '150' },
  { code: 'personal_accident', unit: 'day', unitPrice: '120', cap: '840', maxQuantity: 5 },
];

const offers: Record<string, Offer[]> = {
  LAX01: [...usCommon, { code: 'toll_pass', unit: 'rental', unitPrice: '25' }],
  SFO01: [...usCommon, { code: 'toll_pass', unit: 'rental', unitPrice: '25' }],
  HNL01: usCommon,
  BKK01: [...thCommon, { code: 'easy_pass', unit: 'rental', unitPrice: '500' }],
  HKT01: [...thCommon, { code: 'booster_seat', unit: 'day', unitPrice: '150', cap: '1000', maxQuantity: 2 }],
  CNX01: thCommon,
  KRA533: thCommon,
  PAT534: [...thCommon, { code: 'easy_pass', unit: 'rental', unitPrice: '500' }],
  CHC01: [
    { code: 'child_seat', unit: 'day', unitPrice: '15', cap: '75', maxQuantity: 2 },
    { code: 'booster_seat', unit: 'day', unitPrice: '10', cap: '50', maxQuantity: 2 },
    { code: 'gps', unit: 'day', unitPrice: '12', cap: '80' },
    { code: 'additional_driver', unit: 'day', unitPrice: '5', cap: '50', maxQuantity: 3 },
    { code: 'wifi', unit: 'day', unitPrice: '10' },
    { code: 'snow_chains', unit: 'rental', unitPrice: '45' },
    { code: 'personal_accident', unit: 'day', unitPrice: '10', cap: '70', maxQuantity: 5 },
  ],
};

export const extraServiceRows: Omit<typeof extraServices.$inferInsert, 'id'>[] = Object.entries(
  offers,
).flatMap(([storeCode, list]) =>
  list.map((o) => ({
    storeCode,
    code: o.code,
    ...text[o.code],
    unit: o.unit,
    unitPrice: o.unitPrice,
    isCapped: o.cap !== undefined,
    cappedPrice: o.cap ?? null,
    maxQuantity: o.maxQuantity ?? 1,
    kind: INSURANCE_UNITS.has(o.code) ? ('insurance' as const) : ('extra' as const),
  })),
);
