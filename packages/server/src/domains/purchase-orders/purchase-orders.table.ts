import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { budgetCategories } from '../departments/departments.table';
import { projectFlagItems } from '../flags/flags.table';
import { projects } from '../projects/projects.table';
import { suppliers } from '../suppliers/suppliers.table';
import { users } from '../users/users.table';

const money = () => numeric({ precision: 14, scale: 2 });

/**
 * A purchase order (000 §3): numbered from the project's lastPoNumber and lastPoFormat when first sent (a draft
 * has no number, so an abandoned one takes none: issue 12 item 17), sent for validation,
 * validated at level A then B (status codes of the expenses: 0, 1, 2, 4, 8, 16). `version` grows with each
 * transition, so two validators acting at once cannot both change it. expenseTotal is what invoices consumed.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    encoderId: integer().references(() => users.id, { onDelete: 'set null' }),
    poNumber: integer(),
    poReference: text().notNull().default(''),
    description: text().notNull().default(''),
    departmentNumber: integer(),
    functionNumber: integer(),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    requestDate: date({ mode: 'string' }).notNull(),
    deliveryDate: date({ mode: 'string' }),
    deliveryAddress: text().notNull().default(''),
    invoicedToProduction: boolean().notNull().default(false),
    notDetailed: boolean().notNull().default(false),
    information: text().notNull().default(''),
    currency: integer().notNull().default(0),
    status: integer().notNull().default(0),
    amount: money().notNull().default('0'),
    amountVat: money().notNull().default('0'),
    amountTotal: money().notNull().default('0'),
    /** What invoices made from this PO consumed (excluding VAT). */
    expenseTotal: money().notNull().default('0'),
    consumed: boolean().notNull().default(false),
    isInContract: boolean().notNull().default(true),
    sentAt: timestamp({ withTimezone: true }),
    laValidatedId: integer().references(() => users.id, { onDelete: 'set null' }),
    laValidatedWhen: timestamp({ withTimezone: true }),
    lbValidatedId: integer().references(() => users.id, { onDelete: 'set null' }),
    lbValidatedWhen: timestamp({ withTimezone: true }),
    /** The validator's comment of the last decision (a refusal says why). */
    comment: text().notNull().default(''),
    processed: boolean().notNull().default(false),
    processedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.projectId, t.poNumber),
    index().on(t.projectId, t.userId, t.status),
    index().on(t.projectId, t.departmentNumber, t.status),
  ],
);

/**
 * A line of a purchase order (000 §3 PO item): unit prices to 4 decimals, totals to 2 (computePoPrice), and the
 * amount still to invoice (remainingAmount, excluding VAT) that invoices consume.
 */
export const poItems = pgTable(
  'po_items',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    poId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    encoderId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    categoryId: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    costCenter: text().notNull().default(''),
    vatFlagItemId: integer().references(() => projectFlagItems.id, { onDelete: 'set null' }),
    /** VAT rate in percent. */
    vatRate: numeric({ precision: 7, scale: 3 }).notNull().default('0'),
    price: numeric({ precision: 16, scale: 4 }).notNull(),
    priceVat: numeric({ precision: 16, scale: 4 }).notNull(),
    priceTotal: money().notNull(),
    vatTotal: money().notNull(),
    priceVatTotal: money().notNull(),
    remainingAmount: money().notNull(),
    currency: integer().notNull().default(0),
    position: integer().notNull().default(0),
    /** The physical measure of the line, counted in the carbon ledger with the chosen factor (issue 14). */
    carbonQuantity: numeric({ precision: 12, scale: 3 }),
    carbonUnit: text(),
    carbonFactorKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.poId), index().on(t.projectId, t.categoryId)],
);

/** Custom flags chosen on a PO item (ProjectFlagItemId, projectFlagPoItem). */
export const poItemFlags = pgTable(
  'po_item_flags',
  {
    itemId: integer()
      .notNull()
      .references(() => poItems.id, { onDelete: 'cascade' }),
    flagItemId: integer()
      .notNull()
      .references(() => projectFlagItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.flagItemId] })],
);
