import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A client company of Setledger. */
export const clients = pgTable('clients', {
  id: serial().primaryKey(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A license groups the projects a client pays for; license administrators see only their license's projects. */
export const licenses = pgTable('licenses', {
  id: serial().primaryKey(),
  clientId: integer()
    .notNull()
    .references(() => clients.id),
  companyName: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
