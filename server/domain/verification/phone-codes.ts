import { eq } from 'drizzle-orm';
import type { CodePurpose, PhoneProof, SentCode } from '@/lib/api/contract/verify';
import type { Lang } from '@/lib/i18n/locales';
import { isFirstBooking } from '../booking/first-booking';
import type { Db } from '../../db/client';
import { verifiedPhones } from '../../db/schema';
import type { MessageProvider } from '../../providers/messaging/types';
import { verificationTranslator } from '../../providers/messaging/translator';
import { CODE_RULES, checkCode, codeCheckError, issueCode, type CodeAsker } from './one-time-codes';
import { phoneKey, smsAddress } from './phone-key';
import { hashToken, newProofToken } from './secrets';

/** How long a verified phone may be used to book without another code. */
export const PHONE_PROOF_LIFETIME_MS = 2 * 60 * 60_000;

export type PhoneCodeRequest = CodeAsker & {
  purpose: CodePurpose;
  areaCode: string;
  phone: string;
  lang: Lang;
};

/** Sends a code to the phone by SMS, in the traveller's language (captcha and limits: see issueCode). */
export async function sendPhoneCode(
  db: Db,
  provider: MessageProvider,
  request: PhoneCodeRequest,
  now: Date,
): Promise<SentCode> {
  const key = phoneKey(request.areaCode, request.phone);
  const t = verificationTranslator(request.lang);
  await issueCode(
    db,
    { channel: 'phone', target: key, purpose: request.purpose },
    now,
    async (code) => {
      const minutes = CODE_RULES.lifetimeMs / 60_000;
      await provider.sendSms({
        kind: request.purpose,
        to: smsAddress(key),
        text: t('sms', { code, minutes }),
      });
    },
    { client: request.client, captcha: request.captcha },
  );
  return {
    expires_in_s: CODE_RULES.lifetimeMs / 1000,
    resend_after_s: CODE_RULES.resendAfterMs / 1000,
  };
}

/**
 * Checks the code; when right, answers a proof of the phone for the booking call (a random token
 * whose hash is kept for 2 hours) and whether the phone is a freshman's (never booked).
 * Throws wrong_code (data.tries_left) or code_expired.
 */
export async function checkPhoneCode(
  db: Db,
  request: Omit<PhoneCodeRequest, 'lang' | keyof CodeAsker> & { code: string },
  now: Date,
  userId: string | null = null,
): Promise<PhoneProof> {
  const key = phoneKey(request.areaCode, request.phone);
  const subject = { channel: 'phone', target: key, purpose: request.purpose } as const;
  const result = await checkCode(db, subject, request.code, now, async (tx) => {
    const token = newProofToken();
    const expiresAt = new Date(now.getTime() + PHONE_PROOF_LIFETIME_MS);
    await tx
      .insert(verifiedPhones)
      .values({ phone: key, proofHash: hashToken(token), expiresAt, createdAt: now });
    return {
      phone_token: token,
      expires_at: expiresAt.toISOString(),
      freshman: await isFirstBooking(tx, { phone: key, userId }, now),
    };
  });
  if (!result.ok) throw codeCheckError(result);
  return result.value;
}

/** For the booking call: does the token prove this phone, now? */
export async function verifyPhoneProof(
  db: Db,
  token: string,
  areaCode: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  if (token.length === 0 || token.length > 256) return false;
  const [proof] = await db
    .select({ phone: verifiedPhones.phone, expiresAt: verifiedPhones.expiresAt })
    .from(verifiedPhones)
    .where(eq(verifiedPhones.proofHash, hashToken(token)))
    .limit(1);
  return proof !== undefined && proof.phone === phoneKey(areaCode, phone) && proof.expiresAt > now;
}
