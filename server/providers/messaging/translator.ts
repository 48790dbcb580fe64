import { createTranslator } from 'use-intl/core';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import { describeError, logger } from '../../http/logger';

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
