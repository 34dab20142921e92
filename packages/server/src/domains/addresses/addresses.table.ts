import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { licenses } from '../organisation/organisation.table';

/**
 * Address of 001 §3.2. Addresses belong to a license: a caller reads or changes only its license's addresses
 * (projects, suppliers, legal entities and the addresses created with NewAddress).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    licenseId: integer().references(() => licenses.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    street: text().notNull().default(''),
    number: text().notNull().default(''),
    box: text().notNull().default(''),
    zip: text().notNull().default(''),
    state: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default(''),
    countryCode: text().notNull().default(''),
    countryKey: text().notNull().default(''),
    other: text().notNull().default(''),
    lat: doublePrecision().notNull().default(0),
    lng: doublePrecision().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.licenseId)],
);
