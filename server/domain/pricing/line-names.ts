import type { LocalizedText } from '@/lib/api/contract/car';

/** Names of the bill lines pricing adds itself; a package's own charge items carry their names. */
export const LINE_NAMES = {
  base_rent: {
    en: 'Car rental',
    th: 'ค่าเช่ารถ',
    zh: '车辆租金',
    'zh-hant': '車輛租金',
  },
  young_driver_fee: {
    en: 'Young driver fee',
    th: 'ค่าธรรมเนียมผู้ขับขี่อายุน้อย',
    zh: '年轻驾驶员附加费',
    'zh-hant': '年輕駕駛者附加費',
  },
  one_way_fee: {
    en: 'One-way fee',
    th: 'ค่าธรรมเนียมคืนรถต่างสาขา',
    zh: '异地还车费',
    'zh-hant': '異地還車費',
  },
  out_of_hours_fee: {
    en: 'Out of hours fee',
    th: 'ค่าบริการนอกเวลาทำการ',
    zh: '非营业时间服务费',
    'zh-hant': '非營業時間服務費',
  },
} satisfies Record<string, LocalizedText>;
