import type { SentCode } from '@/lib/api/contract/verify';
import type { Lang } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import type { MessageProvider } from '../../providers/messaging/types';
import { verificationTranslator } from '../../providers/messaging/translator';
import { CODE_RULES, issueCode, type CodeAsker } from '../verification/one-time-codes';
import { codeAddress, codeSubject, type AccountName } from './account-key';

export type AccountCodePurpose = 'login' | 'register' | 'reset_password';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sends a code for the account by e-mail or SMS, whether or not the account exists: the answer is
 * the same either way, so this call does not tell who has an account. Only the reader of the
 * message learns it, at the next step (user_not_registered, user_has_registered).
 */
export async function sendAccountCode(
  db: Db,
  provider: MessageProvider,
  request: CodeAsker & { name: AccountName; purpose: AccountCodePurpose; lang: Lang },
  now: Date,
): Promise<SentCode> {
  const { name, purpose } = request;
  const t = verificationTranslator(request.lang);
  const minutes = CODE_RULES.lifetimeMs / 60_000;
  const to = codeAddress(name);
  await issueCode(
    db,
    codeSubject(name, purpose),
    now,
    async (code) => {
      if (name.kind === 'phone') {
        await provider.sendSms({ kind: purpose, to, text: t('sms', { code, minutes }) });
        return;
      }
      const text = t('email_text', { code, minutes });
      await provider.sendEmail({
        kind: purpose,
        to,
        subject: t('email_subject', { code }),
        text,
        html: `<!doctype html><html lang="${request.lang}"><body><p>${escapeHtml(text)}</p></body></html>`,
      });
    },
    { client: request.client, captcha: request.captcha },
  );
  return { expires_in_s: CODE_RULES.lifetimeMs / 1000, resend_after_s: CODE_RULES.resendAfterMs / 1000 };
}
