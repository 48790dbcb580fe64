import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'use-intl/core';
import { intlLocale } from '@/lib/i18n/format';
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

/** t() as it is called at run time: a key and the values of its arguments. */
type PlainTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * One translator per language and namespace for the life of the process, whose plain messages are
 * compiled once each (intl-messageformat) and then only formatted. use-intl's own t() looks its
 * compiled message up under a key it serialises from the message, the locale and all its formats on
 * every call: a fifth of a confirmation e-mail's time, and e-mails are written in the booking's
 * transaction (npm run bench:api, booking mode). A message that fails to format here is handed to
 * use-intl, which reports it and answers its fallback, as before.
 */
function translatorOnce<
  N extends 'verification' | 'voucher' | 'carDetail' | 'calendar' | 'meta' | 'documents',
>(namespace: N) {
  const made = new Map<Lang, ReturnType<typeof make>>();
  const make = (lang: Lang) => {
    const translator = createTranslator({ ...translatorOptions(lang, namespace), namespace });
    const compiled = new Map<string, IntlMessageFormat>();
    const plain: PlainTranslate = (key, values) => {
      try {
        let format = compiled.get(key);
        if (!format) {
          const message = translator.raw(key as Parameters<typeof translator.raw>[0]) as unknown;
          if (typeof message !== 'string') throw new TypeError(`${namespace}.${key} is not a message`);
          compiled.set(key, (format = new IntlMessageFormat(message, intlLocale(lang))));
        }
        const text = format.format(values);
        if (typeof text !== 'string') throw new TypeError(`${namespace}.${key} has markup`);
        return text;
      } catch {
        return (translator as unknown as PlainTranslate)(key, values);
      }
    };
    // Same calls, same types: only the plain t() is replaced; rich, markup, raw and has are use-intl's.
    return Object.assign(plain as unknown as typeof translator, {
      rich: translator.rich,
      markup: translator.markup,
      raw: translator.raw,
      has: translator.has,
    });
  };
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

/** The documents to bring, in the words the booking steps and the order page use. */
export const documentsTranslator = translatorOnce('documents');

/** The site's own words for cars, packages and stores, so the voucher says what the pages said. */
export const carTermsTranslator = translatorOnce('carDetail');

/** The calendar file's event texts (lib/calendar/ics.ts CalendarTexts). */
export const calendarTranslator = translatorOnce('calendar');

const metaTranslator = translatorOnce('meta');
/** The site's name as the language writes it (meta.siteName). */
export const siteName = (lang: Lang) => metaTranslator(lang)('siteName');
