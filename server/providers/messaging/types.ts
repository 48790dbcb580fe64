/**
 * How the API sends messages: e-mail (confirmations) and SMS (one-time codes). Adapters: the outbox
 * folder (the default: files a developer and the tests read back) and SMTP. There is no SMS gateway
 * here, so SMS always lands in the outbox; a gateway would be one more adapter behind sendSms.
 */

export type MessageAttachment = {
  filename: string;
  /** MIME type, e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
  /** the bytes, or text (sent as UTF-8) */
  content: Uint8Array | string;
};

export type EmailMessage = {
  /** what the message is about, e.g. 'order_confirmation': names the outbox file and the logs */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MessageAttachment[];
};

export type SmsMessage = {
  kind: string;
  /** the number with its country code, e.g. '+8613800138000' */
  to: string;
  text: string;
};

/** What a provider answers when it has taken a message: its own id (an outbox file, an SMTP id). */
export type Delivery = { id: string };

export interface MessageProvider {
  /** 'outbox' or 'smtp' (e-mail through SMTP, SMS to the outbox) */
  readonly name: string;
  sendEmail(message: EmailMessage): Promise<Delivery>;
  sendSms(message: SmsMessage): Promise<Delivery>;
  /** Releases connections (SMTP); the outbox has none. */
  close(): Promise<void>;
}
