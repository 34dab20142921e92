import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in attempts, kept to throttle guessing (issue: 10 per account, 50 per address, 15 minutes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.at), index().on(t.ip, t.at)],
);
