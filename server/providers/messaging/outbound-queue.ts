import { z } from 'zod';
import type { Db } from '../../db/client';
import { outboundMessages } from '../../db/schema';
import type { EmailMessage, MessageAttachment, SmsMessage } from './types';

/**
 * The transactional outbox (table outbound_messages): a message is written in the same transaction
 * as what it announces, so it is sent exactly when that commits, and the delivery job
 * (server/jobs/deliver-messages.ts) sends it, retrying until the provider takes it.
 */

const attachmentPayloadSchema = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  content: z.string().describe('base64'),
});

export const emailPayloadSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(attachmentPayloadSchema).default([]),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

export const smsPayloadSchema = z.object({ text: z.string().min(1) });
export type SmsPayload = z.infer<typeof smsPayloadSchema>;

type Queued = {
  /** the order the message is about, if any */
  orderId?: string | null;
  /** not before this instant (default: the database's now, so the next job run takes it) */
  notBefore?: Date;
};
export type QueuedMessage =
  ({ channel: 'email' } & EmailMessage & Queued) | ({ channel: 'sms' } & SmsMessage & Queued);

const base64 = (content: MessageAttachment['content']) =>
  (typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content)).toString('base64');

function payloadOf(message: QueuedMessage): EmailPayload | SmsPayload {
  if (message.channel === 'sms') return { text: message.text };
  return {
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: base64(attachment.content),
    })),
  };
}

/** Queues a message; pass the booking's transaction so it commits (or rolls back) with it. */
export async function enqueueMessage(tx: Db, message: QueuedMessage): Promise<{ id: string }> {
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      kind: message.kind,
      channel: message.channel,
      recipient: message.to,
      payload: payloadOf(message),
      orderId: message.orderId ?? null,
      ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
    })
    .returning({ id: outboundMessages.id });
  return { id: row!.id };
}

/** A stored row back as the message to hand to a provider; throws when its payload is malformed. */
export function messageOfRow(row: {
  kind: string;
  channel: string;
  recipient: string;
  payload: unknown;
}): QueuedMessage {
  if (row.channel === 'sms') {
    const { text } = smsPayloadSchema.parse(row.payload);
    return { channel: 'sms', kind: row.kind, to: row.recipient, text };
  }
  if (row.channel !== 'email') throw new Error(`unknown channel ${row.channel}`);
  const payload = emailPayloadSchema.parse(row.payload);
  return {
    channel: 'email',
    kind: row.kind,
    to: row.recipient,
    subject: payload.subject,
    html: payload.html,
    text: payload.text,
    attachments: payload.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, 'base64'),
    })),
  };
}
