import type { LocalizedText } from '@/lib/api/contract/car';

/**
 * Names of the promotion lines the bill adds itself; a coupon line carries its coupon's name. The
 * freshman name states no rate: the event's rate is an operator setting.
 */
export const PROMOTION_NAMES = {
  freshman: {
    en: 'New customer discount',
    th: 'ส่วนลดลูกค้าใหม่',
    zh: '新用户首单优惠',
    'zh-hant': '新用戶首單優惠',
  },
} satisfies Record<string, LocalizedText>;
