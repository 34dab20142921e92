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
import { poItems, purchaseOrders } from '../purchase-orders/purchase-orders.table';
import { suppliers } from '../suppliers/suppliers.table';
import { users } from '../users/users.table';

const money = () => numeric({ precision: 14, scale: 2 });

/**
 * An expense sheet (001 §4): the items a person sent together, validated at level 1 then level 2. `version`
 * grows with each transition, so two validators acting at once cannot both change it.
 */
export const expenseSheets = pgTable(
  'expense_sheets',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Whose expenses these are. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who entered them (production may enter for crew). */
    encoderId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull().default(''),
    /**
     * The department whose validators decide: the items' department when they share one, else the owner's
     * department when the sheet was sent.
     */
    departmentNumber: integer(),
    /** Expense kind of the sheet (000 §3): ticket/travel sheets 0, invoices 1. */
    kind: integer().notNull().default(0),
    /** The validated code of 001 §4: 0, 1, 2, 4, 8, 16. */
    status: integer().notNull().default(0),
    toRefund: boolean().notNull().default(true),
    amountTotal: money().notNull().default('0'),
    submittedAt: timestamp({ withTimezone: true }),
    level1By: integer().references(() => users.id, { onDelete: 'set null' }),
    level1At: timestamp({ withTimezone: true }),
    level2By: integer().references(() => users.id, { onDelete: 'set null' }),
    level2At: timestamp({ withTimezone: true }),
    refusalComment: text().notNull().default(''),
    /** An invoice made from a purchase order (kind 1): the PO and its supplier. */
    poId: integer().references(() => purchaseOrders.id, { onDelete: 'set null' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** An invoice's number from the project's lastInvoiceNumber (its title is the formatted reference). */
    invoiceNumber: integer(),
    processed: boolean().notNull().default(false),
    processedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.projectId, t.userId, t.status),
    index().on(t.projectId, t.status, t.departmentNumber),
    // Lists newest first (GetProjectUserExpenseSheet, GetProjectExpenseSheets) read a page in index order.
    index().on(t.projectId, t.submittedAt, t.id),
    unique().on(t.projectId, t.invoiceNumber),
  ],
);

/** An expense item (000 §3): a ticket, an invoice or a travel, with its amounts, place in the budget and CO2. */
export const expenseItems = pgTable(
  'expense_items',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    encoderId: integer().references(() => users.id, { onDelete: 'set null' }),
    sheetId: integer().references(() => expenseSheets.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** 0 ticket, 1 invoice, 2 travel. */
    type: integer().notNull(),
    description: text().notNull().default(''),
    detailedDescription: text().notNull().default(''),
    /** Excluding VAT, the VAT, and the total paid; each rounded to 2 decimals once. */
    amount: money().notNull().default('0'),
    amountVat: money().notNull().default('0'),
    amountTotal: money().notNull().default('0'),
    /** The tax flag item chosen and the rate it had then. */
    vatFlagItemId: integer().references(() => projectFlagItems.id, { onDelete: 'set null' }),
    vatRate: numeric({ precision: 8, scale: 5 }).notNull().default('0'),
    /** The item's own validated code (an item can be refused alone). */
    validated: integer().notNull().default(0),
    comment: text().notNull().default(''),
    departmentNumber: integer(),
    functionNumber: integer(),
    categoryId: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    costCenter: text().notNull().default(''),
    subCategory: integer(),
    subType: integer(),
    additionalSubType: integer(),
    coTwoCategory: integer(),
    paymentType: integer(),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** The PO line an invoice item consumes. */
    poItemId: integer().references(() => poItems.id, { onDelete: 'set null' }),
    km: numeric({ precision: 10, scale: 1 }),
    fromLocation: text().notNull().default(''),
    toLocation: text().notNull().default(''),
    /** kg CO2e and the factor it came from (key, value, unit, source), stored with the figure. */
    kgCoTwo: numeric({ precision: 14, scale: 3 }),
    co2FactorKey: text(),
    co2FactorValue: numeric({ precision: 14, scale: 6 }),
    co2FactorUnit: text(),
    co2FactorSource: text(),
    /**
     * The physical measure the item carries when its category is mapped to a carbon category (issue 14): a
     * quantity in a unit, counted in the ledger with the chosen emission factor.
     */
    carbonQuantity: numeric({ precision: 12, scale: 3 }),
    carbonUnit: text(),
    carbonFactorKey: text(),
    isInContract: boolean().notNull().default(true),
    processed: boolean().notNull().default(false),
    /** The Idempotency-Key of the create request, unique per person. */
    idempotencyKey: text(),
    /** What that request asked for (a hash): the same key with another body is refused. */
    idempotencyHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.projectId, t.userId, t.validated),
    // MyExpenses pages (newest first) read in index order instead of sorting all of a person's items.
    index().on(t.projectId, t.userId, t.date, t.id),
    index().on(t.sheetId),
    unique().on(t.userId, t.idempotencyKey),
  ],
);

/** Custom flags chosen on an item (000 §3 projectFlagItems customFlags). */
export const expenseItemFlags = pgTable(
  'expense_item_flags',
  {
    itemId: integer()
      .notNull()
      .references(() => expenseItems.id, { onDelete: 'cascade' }),
    flagItemId: integer()
      .notNull()
      .references(() => projectFlagItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.flagItemId] })],
);

/** A receipt of an expense item: a photo or a PDF kept in the file storage, DATA_DIR/files by default (type checked by content). */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => expenseItems.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name the file had on the person's device (shown, never used as a path). */
    originalName: text().notNull(),
    /** Detected from the first bytes: image/jpeg, image/png, image/webp, image/heic or application/pdf. */
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Random key in the file storage (core/storage.ts). */
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The project's stored bytes are summed on each upload (its storage quota, issue 12 item 9) from the index.
  (t) => [index().on(t.itemId), index().on(t.projectId, t.size)],
);
