import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A login email change waiting for confirmation from the new address (issue 12 item 1): the email of the
 * account changes only when the emailed one-time link is followed before it expires. Only the SHA-256 of the
 * link's secret is kept.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** Who started it: the person, or an administrator of every license of the person. */
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
