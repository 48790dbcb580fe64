import { and, desc, isNull, ne } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Lang } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh.json';
import zhHant from '@/messages/zh-hant.json';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../errors';
import { enqueueMessage, type QueuedMessage } from '../../providers/messaging/outbound-queue';
import { siteName } from '../../providers/messaging/translator';
import { isRefusal, limiters, retryAfterS } from '../rate-limit/limiters';
import { smsAddress } from '../verification/phone-key';
import { contactLabel, matchesContact, type OrderContact } from './contact';

/** At most this many numbers in one message: the newest. */
const LISTED = 20;

const MESSAGES = { en, th, zh, 'zh-hant': zhHant } as const;
const textsOf = (lang: Lang) =>
  createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'orders.forgotMessage' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message listing the numbers, by SMS to a phone or by e-mail to an address. */
export function forgotMessage(contact: OrderContact, tradeNos: string[], lang: Lang): QueuedMessage {
  const t = textsOf(lang);
  const site = siteName(lang);
  const numbers = tradeNos.join(', ');
  if (contact.kind === 'phone') {
    return {
      channel: 'sms',
      kind: 'order_numbers',
      to: smsAddress(contact.key),
      text: t('sms', { site, numbers }),
    };
  }
  const intro = t('intro', { count: tradeNos.length });
  const outro = t('outro');
  return {
    channel: 'email',
    kind: 'order_numbers',
    to: contact.email,
    subject: t('subject', { site }),
    text: [intro, '', ...tradeNos, '', outro].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p><ul>${tradeNos.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}

/**
 * 'Forgot reservation number': queues (the outbox) a message with the numbers of the orders made with
 * this phone or e-mail, to that phone or e-mail only. The caller learns nothing: the answer is the same
 * whether or not there are orders. Three a contact an hour, ten a client an hour (too_many_requests).
 */
export async function sendOrderNumbers(
  db: Db,
  request: { contact: OrderContact; lang: Lang; client?: string },
): Promise<void> {
  const limits = limiters(db);
  const keys = [
    [limits.forgotContact, contactLabel(request.contact)] as const,
    ...(request.client ? [[limits.forgotClient, `client:${request.client}`] as const] : []),
  ];
  for (const [limiter, key] of keys) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (isRefusal(error)) throw new ApiError('too_many_requests', { retry_after_s: retryAfterS(error) });
      throw error;
    }
  }
  const found = await db
    .select({ tradeNo: orders.tradeNo })
    .from(orders)
    .where(and(matchesContact(request.contact), isNull(orders.deletedAt), ne(orders.status, 'TEST')))
    .orderBy(desc(orders.createdAt))
    .limit(LISTED);
  if (found.length === 0) return;
  await enqueueMessage(
    db,
    forgotMessage(
      request.contact,
      found.map((row) => row.tradeNo),
      request.lang,
    ),
  );
}
