import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { licenses } from '../organisation/organisation.table';

/** Supplier of 000 §3, shared by the projects of one license. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id),
    name: text().notNull(),
    type: integer().notNull().default(0),
    addressId: integer().references(() => addresses.id),
    iban: text().notNull().default(''),
    bic: text().notNull().default(''),
    info: text().notNull().default(''),
    contactName: text().notNull().default(''),
    contactFunction: text().notNull().default(''),
    nationalRegistryNumber: text().notNull().default(''),
    vat: text().notNull().default(''),
    phone: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.licenseId)],
);
