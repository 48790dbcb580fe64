import { createTranslator } from 'use-intl/core';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { describeError, logger } from '@/lib/logger';

// The four files have the same keys (tests/unit/messages.test.ts), so English types them all.
const MESSAGES: Record<Lang, typeof en> = { en, th, zh, 'zh-hant': zhHant };

const translatorOptions = (lang: Lang, namespace: string) => ({
  locale: lang,
  messages: MESSAGES[lang],
  timeZone: 'UTC', // dates are formatted before they reach a message, in the store's zone
  onError: (error: Error) =>
    logger.error('message formatting failed', { lang, namespace, ...describeError(error) }),
});

/** The texts of one-time code messages, in the traveller's language. */
export const verificationTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'verification'), namespace: 'verification' });

/** The confirmation e-mail's texts. */
export const voucherTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'voucher'), namespace: 'voucher' });

/** The payment receipt's texts. */
export const receiptTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'receipt'), namespace: 'receipt' });

/** The site's own words for cars, packages and stores, so the voucher says what the pages said. */
export const carTermsTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'carDetail'), namespace: 'carDetail' });

/** The calendar file's event texts (lib/calendar/ics.ts CalendarTexts). */
export const calendarTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'calendar'), namespace: 'calendar' });

/** The site's name as the language writes it (meta.siteName). */
export const siteName = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'meta'), namespace: 'meta' })('siteName');
