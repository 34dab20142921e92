import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Mailer } from '../../core/mailer';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { nodemailer } from '../../lib/lazy-modules';
import { outbox } from './mail.table';
import { attachmentPart, textToHtml } from './mail-parts';

const FROM = 'Setledger <no-reply@setledger.local>';

/** nodemailer over SMTP when `smtpUrl` is set; otherwise messages stay in the outbox and are logged. */
export function createMailer(options: { smtpUrl?: string; from?: string; baseUrl?: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer().createTransport(options.smtpUrl) : null;
  const mailer: Mailer = {
    baseUrl: options.baseUrl ?? '',
    async send(db, message) {
      const attachments = message.attachments ?? [];
      const [row] = await db
        .insert(outbox)
        .values({
          projectId: message.projectId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments,
        })
        .returning({ id: outbox.id });
      if (!transport) {
        console.info(
          `mail (outbox #${row!.id}, no SMTP_URL) to ${message.to}: ${message.subject}\n${message.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from ?? FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: textToHtml(message.text, message.language),
          // RFC 3834: an automatic message; out-of-office replies and the like are not sent back.
          headers: { 'Auto-Submitted': 'auto-generated' },
          attachments: attachments.map(attachmentPart),
        });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        console.error(`mail #${row!.id} to ${message.to} failed: ${text}`);
        await db
          .update(outbox)
          .set({ error: text.slice(0, 500) })
          .where(eq(outbox.id, row!.id));
      }
    },
    close() {
      transport?.close();
    },
  };
  return mailer;
}

/** GetOutbox: the project's messages, newest first (admins), with paging. */
export async function getOutbox(services: Services, actor: Actor, input: { limit: number; offset: number }) {
  // Password-reset messages carry no project: they are never shown in the app, only logged.
  const where = inProject(outbox, actor);
  const limit = Math.min(Math.max(input.limit, 1), 100);
  const offset = Math.max(input.offset, 0);
  const [rows, total] = await Promise.all([
    services.db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        attachmentNames: sql<
          string[]
        >`coalesce((select array_agg(a->>'filename') from jsonb_array_elements(${outbox.attachments}) a), '{}')`,
        sentAt: outbox.sentAt,
        error: outbox.error,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit)
      .offset(offset),
    services.db.$count(outbox, where),
  ]);
  return { items: rows, total };
}
