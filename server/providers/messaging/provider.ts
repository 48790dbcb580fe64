import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { createOutboxProvider } from './outbox-provider';
import { createSmtpProvider } from './smtp-provider';
import type { MessageProvider } from './types';

export type MessageProviderConfig = {
  /** where the outbox files go (absolute, or relative to the working directory) */
  outboxDir: string;
  /** e-mail through this SMTP server; the outbox when unset */
  smtpUrl?: string;
  /** the From address, e.g. 'Rentcar Go <no-reply@example.com>' */
  from: string;
};

export function createMessageProvider({ outboxDir, smtpUrl, from }: MessageProviderConfig): MessageProvider {
  const outbox = createOutboxProvider({
    dir: path.resolve(/* turbopackIgnore: true */ process.cwd(), outboxDir),
    from,
  });
  return smtpUrl ? createSmtpProvider({ url: smtpUrl, from, sms: outbox }) : outbox;
}

let fromEnv: MessageProvider | undefined;

/** The provider this process's configuration names (OUTBOX_DIR, SMTP_URL, SMTP_FROM): the one place it is read. */
export function messageProviderFromEnv(): MessageProvider {
  const config = serverEnv();
  fromEnv ??= createMessageProvider({
    outboxDir: config.OUTBOX_DIR,
    smtpUrl: config.SMTP_URL,
    from: config.SMTP_FROM,
  });
  return fromEnv;
}
