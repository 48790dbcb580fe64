/**
 * From a failure to the key of its localized text in the `errors` namespace (spec §8). Keys are
 * snake_case because they mirror the API's catalogue names: `errors.<ApiErrorName>`, `errors.network`,
 * `errors.timeout`, and `errors.payment.code_<gateway code>` for the payment gateway.
 *
 *   const t = useTranslations('errors');
 *   t(errorMessageKey(error));            // any thrown value; unknown ones read as system_error
 *   t(gatewayMessageKey(result.code));    // '3084' -> payment.code_3084
 */
import { API_CODES, type ApiErrorName } from '@/lib/api/contract/codes';
import type { Lang } from '../../i18n/locales';

export type ErrorReason = ApiErrorName | 'network' | 'timeout';

const REASONS = new Set<string>([
  ...Object.keys(API_CODES).filter((name) => name !== 'ok'),
  'network',
  'timeout',
]);

/** The payment gateway's codes that have their own text (spec §8 table). */
export const GATEWAY_CODES = [
  '1000',
  '3020',
  '3084',
  '3088',
  '3093',
  '3096',
  '3100',
  '3101',
  '3103',
  '3104',
  '3110',
  '3137',
  '3138',
  '3143',
  '3200',
  '0055',
] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];
export type GatewayMessageKey = `payment.code_${GatewayCode}` | 'payment.other' | 'payment.network';

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && REASONS.has(value);
}

/** An ApiClientError reason (or any string) as its key; anything unknown is the system error. */
export function apiErrorKey(reason: string | null | undefined): ErrorReason {
  return isErrorReason(reason) ? reason : 'system_error';
}

/**
 * Any thrown value: an ApiClientError (or anything carrying a catalogue `reason`) keeps its reason;
 * a fetch that never reached the server reads as `network`; everything else is `system_error`.
 */
export function errorMessageKey(error: unknown): ErrorReason {
  if (error && typeof error === 'object') {
    const reason = (error as { reason?: unknown }).reason;
    if (isErrorReason(reason)) return reason;
    if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'network';
  }
  return 'system_error';
}

/**
 * A payment gateway answer code as its key. Codes may arrive as numbers (55) or strings ('0055');
 * 'network' is a request that never got an answer; any other code is "transaction abnormal".
 */
export function gatewayMessageKey(code: string | number | null | undefined): GatewayMessageKey {
  if (code === 'network') return 'payment.network';
  if (code === null || code === undefined || code === '') return 'payment.other';
  const text = String(code).trim();
  if (!/^\d{1,4}$/.test(text)) return 'payment.other';
  const padded = text.padStart(4, '0');
  return (GATEWAY_CODES as readonly string[]).includes(padded)
    ? (`payment.code_${padded}` as GatewayMessageKey)
    : 'payment.other';
}

/**
 * Texts for what renders outside next-intl: app/global-error.tsx (the layout itself failed) and
 * app/not-found.tsx (no language in the URL). tests/unit/messages.test.ts keeps them equal to
 * errorPage.title, errors.page.default, errors.page.not_found, errorPage.retry and
 * errorPage.home in each file.
 */
export const FALLBACK_TEXTS: Record<
  Lang,
  {
    title: string;
    error: string;
    notFound: string;
    retry: string;
    home: string;
  }
> = {
  en: {
    title: 'Something went wrong',
    error: 'Unknown system error, please try again later.',
    notFound: 'This page could not be found',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  th: {
    title: 'เกิดข้อผิดพลาด',
    error: 'ขออภัย ระบบเกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้งในภายหลัง',
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
    retry: 'ลองใหม่อีกครั้ง',
    home: 'กลับสู่หน้าแรก',
  },
  zh: {
    title: '出错了',
    error: '系统未知错误，请稍后再试',
    notFound: '抱歉，找不到该页面',
    retry: '重试',
    home: '返回首页',
  },
  'zh-hant': {
    title: '出現錯誤',
    error: '系統發生未知錯誤，請稍後再試',
    notFound: '抱歉，找不到此頁面',
    retry: '再試一次',
    home: '返回首頁',
  },
};
