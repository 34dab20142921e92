import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { licenses } from '../organisation/organisation.table';

/** Payroll code of 001 §3.8, shared by the projects of a license. */
export const payCodes = pgTable(
  'pay_codes',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id),
    code: text().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_codes_license_code_unique').on(t.licenseId, sql`lower(${t.code})`),
    index().on(t.licenseId),
  ],
);
