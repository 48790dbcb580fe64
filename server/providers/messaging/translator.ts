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

/**
 * One translator per language and namespace for the life of the process: a translator keeps the
 * messages it has compiled (intl-messageformat), and compiling them again for every e-mail cost a
 * quarter of a booking's time (npm run bench:api, booking mode).
 */
function translatorOnce<N extends 'verification' | 'voucher' | 'carDetail' | 'calendar' | 'meta'>(namespace: N) {
  const made = new Map<Lang, ReturnType<typeof make>>();
  const make = (lang: Lang) => createTranslator({ ...translatorOptions(lang, namespace), namespace });
  return (lang: Lang) => {
    let translator = made.get(lang);
    if (!translator) made.set(lang, (translator = make(lang)));
    return translator;
  };
}

/** The texts of one-time code messages, in the traveller's language. */
export const verificationTranslator = translatorOnce('verification');

/** The confirmation e-mail's texts. */
export const voucherTranslator = translatorOnce('voucher');

/** The payment receipt's texts. */
export const receiptTranslator = (lang: Lang) =>
  createTranslator({ ...translatorOptions(lang, 'receipt'), namespace: 'receipt' });

/** The site's own words for cars, packages and stores, so the voucher says what the pages said. */
export const carTermsTranslator = translatorOnce('carDetail');

/** The calendar file's event texts (lib/calendar/ics.ts CalendarTexts). */
export const calendarTranslator = translatorOnce('calendar');

const metaTranslator = translatorOnce('meta');
/** The site's name as the language writes it (meta.siteName). */
export const siteName = (lang: Lang) => metaTranslator(lang)('siteName');
