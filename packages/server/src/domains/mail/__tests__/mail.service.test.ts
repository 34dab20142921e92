import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getMailbox, getTestApp } from '../../../test/harness';
import { createMailer } from '../mail.service';
import { outbox } from '../mail.table';

describe('mailer', () => {
  it('without SMTP_URL keeps the message in the outbox, unsent, and logs it', async () => {
    const app = await getTestApp();
    const to = `outbox-${randomUUID()}@example.test`;
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const mailer = createMailer({});
    await mailer.send(app.database.db, { projectId: null, to, subject: 'Hello', text: 'Body line' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Body line'));
    log.mockRestore();
    const [row] = await app.database.db.select().from(outbox).where(eq(outbox.to, to));
    expect(row).toMatchObject({ subject: 'Hello', text: 'Body line', sentAt: null, error: null });
  });

  it('with SMTP sends it with its attachment and marks it sent; a dead server is recorded, not thrown', async () => {
    const app = await getTestApp();
    const mailbox = await getMailbox();
    const to = `smtp-${randomUUID()}@example.test`;
    const mailer = createMailer({ smtpUrl: mailbox.url });
    await mailer.send(app.database.db, {
      projectId: null,
      to,
      subject: 'With file',
      text: 'See attached',
      attachments: [
        { filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('hi').toString('base64') },
      ],
    });
    const mail = await mailbox.waitFor(to);
    expect(mail.attachments[0]!.content.toString()).toBe('hi');
    const [sent] = await app.database.db.select().from(outbox).where(eq(outbox.to, to));
    expect(sent!.sentAt).not.toBeNull();
    mailer.close();

    const dead = createMailer({ smtpUrl: 'smtp://127.0.0.1:1' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lost = `lost-${randomUUID()}@example.test`;
    await dead.send(app.database.db, { projectId: null, to: lost, subject: 'Lost', text: 'x' });
    error.mockRestore();
    const [failed] = await app.database.db.select().from(outbox).where(eq(outbox.to, lost));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toMatch(/ECONNREFUSED|connect/i);
    dead.close();
  });
});
