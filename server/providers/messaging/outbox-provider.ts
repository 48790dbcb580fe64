import { composeEmail } from './compose-email';
import { newStem, writeOutboxEntry } from './outbox-files';
import type { EmailMessage, MessageProvider, SmsMessage } from './types';

/**
 * Messages written to a folder instead of sent (the default; SMS always, as there is no gateway).
 * Files as outbox-files.ts describes them.
 */
export function createOutboxProvider({ dir, from }: { dir: string; from: string }): MessageProvider {
  return {
    name: 'outbox',
    async sendEmail(message: EmailMessage) {
      const created = new Date();
      const id = newStem(created, message.kind, 'email');
      const eml = await composeEmail(message, from);
      await writeOutboxEntry(
        dir,
        {
          id,
          kind: message.kind,
          channel: 'email',
          to: message.to,
          subject: message.subject,
          eml: `${id}.eml`,
          created: created.toISOString(),
        },
        eml,
      );
      return { id };
    },
    async sendSms(message: SmsMessage) {
      const created = new Date();
      const id = newStem(created, message.kind, 'sms');
      await writeOutboxEntry(dir, {
        id,
        kind: message.kind,
        channel: 'sms',
        to: message.to,
        text: message.text,
        created: created.toISOString(),
      });
      return { id };
    },
    close: async () => {},
  };
}
