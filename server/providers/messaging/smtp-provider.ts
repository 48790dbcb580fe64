import { createTransport } from 'nodemailer';
import { mailFields } from './compose-email';
import type { EmailMessage, MessageProvider } from './types';

/**
 * E-mail through an SMTP server (SMTP_URL, e.g. smtp://user:password@mail.example.com:587; use
 * smtps:// for implicit TLS). STARTTLS is used whenever the server offers it. SMS has no gateway
 * here, so it goes to the given provider (the outbox).
 */
export function createSmtpProvider({
  url,
  from,
  sms,
}: {
  url: string;
  from: string;
  sms: MessageProvider;
}): MessageProvider {
  const transport = createTransport(url, { from });
  return {
    name: 'smtp',
    async sendEmail(message: EmailMessage) {
      const info = await transport.sendMail(mailFields(message));
      if (info.rejected.length > 0)
        throw new Error(`the SMTP server refused ${message.kind} for a recipient`);
      return { id: info.messageId };
    },
    sendSms: (message) => sms.sendSms(message),
    async close() {
      transport.close();
      await sms.close();
    },
  };
}
