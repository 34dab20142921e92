import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../core/mailer';
import { projects } from '../projects/projects.table';

/**
 * Every message the app sends (issue 4). With SMTP_URL it is sent and marked sent; without, it stays here for
 * an administrator to read in the app, and is logged.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial().primaryKey(),
    /** The project the message is about; null for messages outside a project (password reset). */
    projectId: integer().references(() => projects.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.createdAt)],
);
