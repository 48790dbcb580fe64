import { randomInt } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { readOutbox, readOutboxEmail } from '@/server/providers/messaging/outbox-files';
import type { TestClient, TestEnvelope } from './client';

/** An address no other test uses. */
export const freshEmail = () => `user${randomInt(1e9, 1e10 - 1)}@example.com`;

/** A client address no other test uses (the per-client limits are keyed by it). */
export const freshIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The code of the newest e-mail to `to` in the outbox folder, parsed as a mail reader would. */
export async function lastEmailCode(dir: string, to: string) {
  const entry = (await readOutbox(dir)).filter((e) => e.channel === 'email' && e.to === to).at(-1);
  if (!entry) throw new Error(`no e-mail to ${to}`);
  const mail = await simpleParser(await readOutboxEmail(dir, entry));
  return { mail, code: /\b(\d{6})\b/.exec(mail.text ?? '')![1]! };
}

/** The Auth cookie a response sets, as name=value, and its attributes. */
export function authCookie(headers: Headers) {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('Auth='));
  return { header: cookie, pair: cookie?.split(';')[0] };
}

export const tokenOf = (body: TestEnvelope) => (body.data as { token: string }).token;

/** Signs up by e-mail through the API and answers the session token. */
export async function signUpByEmail(
  client: TestClient,
  outboxDir: string,
  email: string,
  password: string,
  ip = freshIp(),
) {
  const headers = { 'x-forwarded-for': ip };
  const sent = await client.postForm(
    '/user/send_code',
    { kind: 'email', email, purpose: 'register' },
    headers,
  );
  if (sent.body.code !== 200) throw new Error(`send_code: ${JSON.stringify(sent.body)}`);
  const { code } = await lastEmailCode(outboxDir, email);
  const registered = await client.postForm(
    '/user/register',
    { kind: 'email', email, code, password, confirm_password: password },
    headers,
  );
  if (registered.body.code !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  return tokenOf(registered.body);
}
