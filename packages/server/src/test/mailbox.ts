import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part ('' when none). */
  html: string;
  /** Header lines as received, names in lower case. */
  headers: Map<string, unknown>;
  /** The message source as it went over SMTP. */
  raw: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A real SMTP server on a free local port that keeps what it receives (one per test worker). A held mailbox
 * stands for a slow SMTP server: it accepts no message until release() is called.
 */
export async function startMailbox(options: { held?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let release = () => {};
  const released = options.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      Promise.all([readAll(stream), released])
        .then(async ([raw]) => ({ mail: await simpleParser(raw), raw: raw.toString('utf8') }))
        .then(({ mail, raw }) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers as Map<string, unknown>,
            raw,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The first message to this address that matches, waiting up to 5 s for it to arrive. */
    async waitFor(to: string, match: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to) && match(m));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    messagesTo: (to: string) => received.filter((m) => m.to.includes(to)),
    /** Lets a held mailbox accept the messages it holds, and every later one. */
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
