import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { licenses } from '../organisation/organisation.table';

/**
 * Supplier of 000 §3, shared by the projects of one license. A project's legal entities (001 §3.10) are
 * suppliers too, which is why the company fields (companyType, urssafCode, ...) live here.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id),
    name: text().notNull(),
    /** The name trimmed, lower-cased and without accents, for the accent-insensitive search of GetSuppliers. */
    searchName: text().notNull().default(''),
    type: integer().notNull().default(0),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    iban: text().notNull().default(''),
    bic: text().notNull().default(''),
    info: text().notNull().default(''),
    contactName: text().notNull().default(''),
    contactFunction: text().notNull().default(''),
    nationalRegistryNumber: text().notNull().default(''),
    vat: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    companyType: integer().notNull().default(0),
    urssafCode: text().notNull().default(''),
    nafCode: text().notNull().default(''),
    healthService: text().notNull().default(''),
    /** A green supplier (issue 14, LoadGreenSuppliers): shown with a badge and filtered on. */
    isGreen: boolean().notNull().default(false),
    /** The green label or certification the supplier holds (e.g. 'ISO 14001', 'EU Ecolabel'). */
    greenLabel: text().notNull().default(''),
    /** When that label was granted (or checked). */
    greenLabelDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.licenseId, t.searchName),
    index().on(t.licenseId, t.vat),
    index().on(t.licenseId, t.iban),
  ],
);

/** Bank accounts of a supplier / legal entity (001 §3.10 supplierBankAccounts). */
export const supplierBankAccounts = pgTable(
  'supplier_bank_accounts',
  {
    id: serial().primaryKey(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    bankName: text().notNull().default(''),
    /** Currency by index (001 §9). */
    currency: integer().notNull().default(0),
    exchangeRate: numeric({ precision: 18, scale: 6 }).notNull().default('1'),
    iban: text().notNull().default(''),
    bic: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.supplierId)],
);
