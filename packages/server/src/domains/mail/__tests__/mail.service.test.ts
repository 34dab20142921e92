import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getMailbox, getTestApp, gql } from '../../../test/harness';
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

  // Issue 12 item 25.
  it('sends an HTML part beside the text, marked Auto-Submitted: auto-generated', async () => {
    const app = await getTestApp();
    const mailbox = await getMailbox();
    const to = `html-${randomUUID()}@example.test`;
    const mailer = createMailer({ smtpUrl: mailbox.url });
    await mailer.send(app.database.db, {
      projectId: null,
      to,
      subject: 'Links & <tags>',
      text: 'Hello Zoë,\n\nOpen this link:\nhttps://setledger.example/#/pages/invitation/abc?x=1&y=2\n\nA <b> stays text.',
      language: 1,
    });
    const mail = await mailbox.waitFor(to);
    mailer.close();
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.text).toContain('A <b> stays text.');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<p>Hello Zoë,</p>');
    expect(mail.html).toContain(
      '<a href="https://setledger.example/#/pages/invitation/abc?x=1&amp;y=2">https://setledger.example/#/pages/invitation/abc?x=1&amp;y=2</a>',
    );
    expect(mail.html).toContain('A &lt;b&gt; stays text.');
    expect(mail.html).not.toContain('<b>');
  });

  it.each([
    ['Zoë-Ñúñez.vcf'],
    ["Frais d’octobre (v2) O'Brien*.csv"],
    ['Anne-Marie-Ölund-Łukasiewicz-Vandenberghe-de-la-Fontaine-Nowakowska.vcf'],
  ])('names the attachment %j with one RFC 8187 filename* and an ASCII fallback', async (filename) => {
    const app = await getTestApp();
    const mailbox = await getMailbox();
    const to = `file-${randomUUID()}@example.test`;
    const mailer = createMailer({ smtpUrl: mailbox.url });
    await mailer.send(app.database.db, {
      projectId: null,
      to,
      subject: 'File',
      text: 'See attached',
      attachments: [
        { filename, contentType: 'text/vcard', content: Buffer.from('BEGIN:VCARD').toString('base64') },
      ],
    });
    const mail = await mailbox.waitFor(to);
    mailer.close();
    expect(mail.attachments[0]!.filename).toBe(filename);
    expect(mail.attachments[0]!.content.toString()).toBe('BEGIN:VCARD');
    // Unfolded header: exactly one filename* (no RFC 2231 continuations), every byte outside attr-char encoded.
    const disposition = mail.raw
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .find((line) => /^Content-Disposition: attachment/i.test(line))!;
    expect(disposition).not.toMatch(/filename\*\d/);
    const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)![1]!;
    expect(encoded).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(decodeURIComponent(encoded)).toBe(filename);
    expect(disposition).toMatch(/filename="[\x20-\x7e]+"/);
  });

  it("writes the invitation's expiry date in the invitee's language", async () => {
    const app = await getTestApp();
    const mailbox = await getMailbox();
    const project = await createProject(app, {
      titre: 'Dates',
      regionalSetting: 0,
      timeZone: 'Europe/Brussels',
    });
    const admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
    for (const [language, words] of [
      [
        1,
        /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
      ],
      [
        2,
        /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
      ],
      [
        0,
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
      ],
    ] as const) {
      const email = `expires-${language}-${randomUUID()}@example.test`;
      const sent = await gql(
        app,
        'mutation($u: NewUserInput!) { addUserRequest(NewUser: $u) { id } }',
        {
          u: {
            email,
            name: 'Nowak',
            firstName: 'Zofia',
            language,
            startDate: '2026-01-05',
            endDate: '2099-06-30',
          },
        },
        { token: admin },
      );
      expect(sent.errors).toBeUndefined();
      const mail = await mailbox.waitFor(email);
      expect(mail.text).toMatch(words);
      expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(mail.html).toMatch(words);
    }
  });
});
