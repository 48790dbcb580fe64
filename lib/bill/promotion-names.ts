import type { LocalizedText } from '@/lib/api/contract/car';

/** Names of the promotion lines the bill adds itself; a coupon line carries its coupon's name. */
export const PROMOTION_NAMES = {
  freshman: {
    en: 'New customer discount (5% off)',
    th: 'ส่วนลดลูกค้าใหม่ (ลด 5%)',
    zh: '新用户首单9.5折',
    'zh-hant': '新用戶首單95折',
  },
} satisfies Record<string, LocalizedText>;
