import { createTransport } from 'nodemailer';
import type { EmailMessage } from './types';

/** The nodemailer fields of a message: attachments as Buffers, text content as UTF-8. */
export function mailFields(message: EmailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content:
        typeof attachment.content === 'string'
          ? Buffer.from(attachment.content, 'utf8')
          : Buffer.from(attachment.content),
    })),
  };
}

// Builds the message without sending it: the same MIME writer as SMTP, so an outbox file is
// exactly what a mail server would have received.
const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The message as RFC 822 bytes (an .eml file), CRLF line ends, attachments inside. */
export async function composeEmail(message: EmailMessage, from: string): Promise<Buffer> {
  const info = await composer.sendMail({ from, ...mailFields(message) });
  if (!Buffer.isBuffer(info.message)) throw new Error('the composer did not answer a buffer');
  return info.message;
}
