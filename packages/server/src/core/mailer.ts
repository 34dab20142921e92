import type { Db } from '../db/client';

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The content, base64. */
  content: string;
}

export interface MailMessage {
  projectId: number | null;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The reader's app language (001 §1), for the HTML part. */
  language?: number;
}

export interface Mailer {
  /** Site root used in the links of messages ('http://host:port'), known once the server listens. */
  baseUrl: string;
  /** Keeps the message in the outbox and, with SMTP, sends it. A failed send is recorded, never thrown. */
  send(db: Db, message: MailMessage): Promise<void>;
  close(): void;
}
