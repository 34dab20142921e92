import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { licenses } from '../organisation/organisation.table';

/** Project of 001 §3.10 (the fields the foundation needs; the project set-up issue adds the rest). */
export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id),
    titre: text().notNull(),
    production: text().notNull().default(''),
    realisateur: text().notNull().default(''),
    reference: text().notNull().default(''),
    invoiceDetails: text().notNull().default(''),
    /** 0 film, 1 small business, 2 agency, 3 film single user free, 4 film single user. */
    projectType: integer().notNull().default(0),
    /** Currency by index (001 §9). */
    currency: integer().notNull().default(0),
    /** App language code of the project (001 §1). */
    language: integer().notNull().default(0),
    regionalSetting: integer().notNull().default(0),
    timeZone: text().notNull().default('Europe/Brussels'),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    shootingStartDate: date({ mode: 'string' }),
    wrapStartDate: date({ mode: 'string' }),
    useExpenseInvoice: boolean().notNull().default(true),
    useExpense: boolean().notNull().default(true),
    usePurchaseOrder: boolean().notNull().default(true),
    useBudget: boolean().notNull().default(true),
    useGreen: boolean().notNull().default(true),
    addressId: integer().references(() => addresses.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.licenseId)],
);
